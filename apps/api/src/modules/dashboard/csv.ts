/** Cells that a spreadsheet would run as a formula are neutralised (DESIGN.md, formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

const cell = (value: string | number | null | undefined): string => {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string =>
  [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';

/** yyyy-mm-dd (API) to mm/dd/yyyy (shown). */
export const displayDate = (isoDate: string | null): string => {
  if (!isoDate) return 'N/A';
  const [year, month, day] = isoDate.split('-');
  return `${month}/${day}/${year}`;
};

/** Files are named product prefix, report name, timestamp (SPEC.md §7). */
export const exportFileName = (report: string, extension: string, now = new Date()): string => {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
  return `ClientPortal_${report}_${stamp}.${extension}`;
};
