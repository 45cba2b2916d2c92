import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Reading a list export back from an inject response, to compare it with the list it exports. */

export type ExportFormat = 'csv' | 'xlsx';

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
const parseCsv = (text: string): string[][] => {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return records;
};

const readXlsx = async (body: Buffer): Promise<string[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value)));
  });
  return rows;
};

const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The rows of a successful export, header first, after checking it is a `format` download named
 * `ClientPortal_<report>_<yyyymmdd>_<hhmmss>.<format>` (and, for CSV, that it starts with the BOM Excel needs).
 */
export const exportedRows = async (res: LightMyRequestResponse, format: ExportFormat, report: string): Promise<string[][]> => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="ClientPortal_${report}_\\d{8}_\\d{6}\\.${format}"$`));
  expect(res.headers['content-type']).toBe(CONTENT_TYPE[format]);
  if (format === 'xlsx') return readXlsx(res.rawPayload);
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  return parseCsv(res.body.slice(1));
};

/** An empty or missing value as the exports print it. */
export const orNA = (value: string | null) => (value === null || value === '' ? 'N/A' : value);

/** A yyyy-mm-dd date as the exports print it (mm/dd/yyyy). */
export const shownDate = (isoDate: string) => `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;
