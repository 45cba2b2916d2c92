import { z } from 'zod';

export const UNSTORABLE_TEXT_MESSAGE = 'Text in the request must not hold the NUL character.';

/** PostgreSQL text cannot hold NUL, and file names in a ZIP or a Content-Disposition must not either. */
const WITHOUT_NUL = new RegExp('^[^\\0]*$');

/**
 * A string the server can store and echo: no NUL character. User text of a request starts from
 * it (then trims and bounds it), so such text is refused as invalid input before any handler runs.
 */
export const storableText = () => z.string().regex(WITHOUT_NUL, UNSTORABLE_TEXT_MESSAGE);
