import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';

/**
 * What the specs of the 'embedded' project share. They run against a server of their own, on the
 * embedded PGlite with the demo seed, that no other project touches; each test makes what it decides
 * (a job, a user, a candidate), so the tests run in any order, side by side, and again on a retry.
 * They use the page objects and helpers of the other specs; only the server differs, which the
 * 'setup' project did not sign in to: they sign in with signIn (support/sign-in.ts), and pass it to
 * the helpers that sign in in a browser of their own.
 */

/** The last names of the candidates these specs submit: My decisions' test leaves them to their own tests. */
export const FRESH_LAST_NAME = 'Embedded';

/** A last name for a candidate these specs submit, their own: FRESH_LAST_NAME and something unique. */
export const freshLastName = () => `${FRESH_LAST_NAME}${Date.now().toString(36)}${Math.floor(Math.random() * 1_000)}`;

/** The directory scripts/serve.mjs gives the PGlite of the server on `port` (scripts/e2e-resources.mjs). */
export const pgliteDirectories = (port: string) => readdirSync(tmpdir()).filter((entry) => entry.startsWith(`portal-e2e-${port}-`));
