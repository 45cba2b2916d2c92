import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutralise } from './cells';
import { OutputClosedError, unlessClosed, whenWritable, type TableWriter } from './table-writer';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const COLUMN_WIDTH = 20;

/** A stream of the readable-stream 2 package (exceljs's zipper), which predates `writableNeedDrain`. */
type ZipInput = Writable & { _writableState?: { needDrain?: boolean } };

/**
 * Where the sheet's XML waits to be zipped. exceljs hands it on without heeding backpressure, so
 * when the zipper falls behind (a slow client) the XML piles up there; the writer waits for it to
 * drain. Reached through exceljs 4's internals (the sheet's stream and the stream it is piped to),
 * hence the guards: without them the writer still waits on the output.
 */
const zipInputOf = (sheet: ExcelJS.Worksheet): ZipInput | undefined =>
  (sheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream?.pipes?.[0];

const isFull = (input: ZipInput): boolean => input.writableNeedDrain ?? input._writableState?.needDrain ?? false;

const drained = (input: ZipInput) => new Promise<void>((resolve) => input.once('drain', () => resolve()));

/**
 * Streams an XLSX workbook of one sheet with exceljs's streaming writer: each row is committed (turned
 * into XML and zipped) as soon as it is added, so only the rows not yet sent are held in memory.
 * Cells are plain strings (no shared strings, no styles) to keep that true.
 */
export const createXlsxWriter = (output: Writable, sheetName: string, header: readonly string[]): TableWriter => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = header.map(() => ({ width: COLUMN_WIDTH }));
  const writeRow = (cells: readonly string[]) => sheet.addRow(cells.map(neutralise)).commit();
  writeRow(header);
  return {
    writeRow,
    async flush() {
      if (output.destroyed) throw new OutputClosedError();
      await whenWritable(output);
      const zipInput = zipInputOf(sheet);
      if (zipInput && isFull(zipInput)) await unlessClosed(output, drained(zipInput));
    },
    async end() {
      sheet.commit();
      // exceljs resolves once the output has finished, which never happens if the reader has gone.
      await unlessClosed(output, workbook.commit());
    },
  };
};
