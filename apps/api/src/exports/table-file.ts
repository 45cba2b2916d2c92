import { PassThrough } from 'node:stream';
import { FileReply } from '../plugins/file-reply';
import { CSV_CONTENT_TYPE, toCsv } from './csv';
import { exportFileName } from './file-name';
import { renderPdfTable, type PdfTable } from './pdf-table';
import { createXlsxWriter, XLSX_CONTENT_TYPE } from './xlsx';

export const PDF_CONTENT_TYPE = 'application/pdf';

export type TableFileFormat = 'csv' | 'xlsx' | 'pdf';

/**
 * A table already in memory (a report bounded by its row cap) as a CSV, XLSX or PDF file, named as
 * every export is (`report` is the file name's report part and the sheet's name).
 */
export const tableFile = async (report: string, format: TableFileFormat, table: PdfTable): Promise<FileReply> => {
  if (format === 'csv') return new FileReply(exportFileName(report, 'csv'), CSV_CONTENT_TYPE, toCsv(table.header, table.rows));
  if (format === 'pdf') return new FileReply(exportFileName(report, 'pdf'), PDF_CONTENT_TYPE, Buffer.from(await renderPdfTable(table)));
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const writer = createXlsxWriter(output, report, table.header);
  for (const row of table.rows) writer.writeRow(row);
  await writer.end();
  await finished;
  return new FileReply(exportFileName(report, 'xlsx'), XLSX_CONTENT_TYPE, Buffer.concat(chunks));
};
