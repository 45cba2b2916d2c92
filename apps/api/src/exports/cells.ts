/** What an export shows for a missing value (SPEC.md §3: missing values display as N/A). */
const NOT_AVAILABLE = 'N/A';

/** A spreadsheet runs a cell starting with one of these as a formula (DESIGN.md, Exports: formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a would-be formula with a single quote so spreadsheets show it as text. Every writer applies it to every cell. */
export const neutralise = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** The shown text of a value that may be missing. */
export const orNotAvailable = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? NOT_AVAILABLE : String(value);

/** yyyy-mm-dd (API) to mm/dd/yyyy (shown, SPEC.md §9). */
export const displayDate = (isoDate: string | null): string => {
  if (!isoDate) return NOT_AVAILABLE;
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
};
