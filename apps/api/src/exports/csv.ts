import type { Writable } from 'node:stream';
import { neutralise } from './cells';
import { OutputClosedError, whenWritable, type TableWriter } from './table-writer';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** Spreadsheet programs read a UTF-8 file as UTF-8 (accented names intact) only when it starts with a byte order mark. */
const BYTE_ORDER_MARK = '\uFEFF';

const quote = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** One CSV record (RFC 4180, CRLF), every cell neutralised. */
export const csvLine = (cells: readonly (string | number | null | undefined)[]): string =>
  cells.map((value) => quote(neutralise(value === null || value === undefined ? '' : String(value)))).join(',') + '\r\n';

/** A whole small CSV file in memory, for reports of a bounded size. */
export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string =>
  BYTE_ORDER_MARK + [header, ...rows].map(csvLine).join('');

/** Streams a CSV file: rows are collected per batch and written in one chunk, waiting whenever the reader is behind. */
export const createCsvWriter = (output: Writable, header: readonly string[]): TableWriter => {
  let pending = BYTE_ORDER_MARK + csvLine(header);
  return {
    writeRow(cells) {
      pending += csvLine(cells);
    },
    async flush() {
      if (output.destroyed) throw new OutputClosedError();
      if (pending) output.write(pending);
      pending = '';
      await whenWritable(output);
    },
    async end() {
      await this.flush();
      output.end();
    },
  };
};
