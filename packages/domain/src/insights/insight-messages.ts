import { INSIGHT_ROW_CAP } from '../limits';

const cap = INSIGHT_ROW_CAP.toLocaleString('en-US');

/** The viewer's note when a report has more rows than it shows. */
export const ROWS_CAPPED = `Showing the first ${cap} rows. Narrow the filters (dates, hospital, unit or title) to see the rest.`;
/** A download refused because the report holds more rows than a file may. */
export const TOO_MANY_ROWS_TO_DOWNLOAD = `This report has more than ${cap} rows. Narrow the filters (dates, hospital, unit or title) to download it.`;
/** The report's query ran past its statement timeout. */
export const REPORT_TOOK_TOO_LONG = 'This report took too long to compute. Narrow the filters and try again.';
export const REPORT_NOT_FOUND = 'There is no report with this id.';
export const REPORT_FORBIDDEN = 'You do not have access to this report.';
/** A hospital filter naming a hospital the user does not see (or of another network): like any unknown id. */
export const NO_SUCH_HOSPITAL = 'There is no hospital with this id.';
