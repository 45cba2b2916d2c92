import { PassThrough } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ExportFormat } from '@portal/domain/api/export-format';
import type { Tx } from '../db/tenant';
import { FileReply } from '../plugins/file-reply';
import { orNotAvailable } from './cells';
import { createCsvWriter, CSV_CONTENT_TYPE } from './csv';
import { rowsFromCursor } from './cursor-rows';
import { exportFileName } from './file-name';
import { OutputClosedError, type TableWriter } from './table-writer';
import { createXlsxWriter, XLSX_CONTENT_TYPE } from './xlsx';

export interface ExportColumn<Row> {
  header: string;
  /** The cell's value; null or empty shows as N/A. */
  value(row: Row): string | number | null;
}

interface TableExport<Row> {
  /** Report name of the file name, e.g. 'AssignedList'; also the sheet name. */
  report: string;
  format: ExportFormat;
  columns: readonly ExportColumn<Row>[];
  /** The rows in file order, already limited to what the request asked for. */
  query: SQL;
}

type InTenant = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

const openWriter = (format: ExportFormat, output: PassThrough, sheetName: string, header: readonly string[]): TableWriter =>
  format === 'xlsx' ? createXlsxWriter(output, sheetName, header) : createCsvWriter(output, header);

/**
 * Answers a table as a streamed CSV or XLSX file. The rows come through a cursor in one tenant
 * transaction and are written batch by batch, each batch waiting until the client has taken the
 * previous one, so memory stays flat whatever the row count. The reply starts once the first batch
 * is read: a failing query before that is an ordinary error answer; a failure after the headers
 * went out can only cut the download short (logged), which the client sees as a failed download.
 */
export const streamTableExport = async <Row>(inTenant: InTenant, log: FastifyBaseLogger, table: TableExport<Row>): Promise<FileReply> => {
  const output = new PassThrough();
  const writer = openWriter(table.format, output, table.report, table.columns.map((column) => column.header));
  const cells = (row: Row) => table.columns.map((column) => orNotAvailable(column.value(row)));

  let answering = false;
  await new Promise<void>((startAnswer, failAnswer) => {
    const begin = () => {
      answering = true;
      startAnswer();
    };
    inTenant(async (tx) => {
      for await (const batch of rowsFromCursor<Row>(tx, table.query)) {
        if (!answering) begin();
        for (const row of batch) writer.writeRow(cells(row));
        await writer.flush();
      }
      if (!answering) begin();
      await writer.end();
    }).catch((error: unknown) => {
      output.destroy();
      if (!answering) {
        failAnswer(error);
      } else if (error instanceof OutputClosedError) {
        log.info({ report: table.report }, 'export stopped: the client closed the download');
      } else {
        log.error({ err: error, report: table.report }, 'export failed while streaming; the download was cut short');
      }
    });
  });

  const contentType = table.format === 'xlsx' ? XLSX_CONTENT_TYPE : CSV_CONTENT_TYPE;
  return new FileReply(exportFileName(table.report, table.format), contentType, output);
};
