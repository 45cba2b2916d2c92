import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJobList, type JobListItem, type JobListRequest } from '@portal/domain/api/jobs';
import { JOB_POSTING_STATUSES } from '@portal/domain/deals/statuses';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { callAs, everyJob, listJobs } from './job-read-test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

const exported = async (format: 'csv' | 'xlsx', body: object, email: string = DEMO.admin) => {
  const res = await callAs(t, email, exportJobList, body, { query: { format } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="ClientPortal_JobList_\\d{8}_\\d{6}\\.${format}"$`));
  return format === 'csv' ? parseCsv(res.body.slice(1)) : readXlsx(res.rawPayload);
};

const HEADER = [
  'Job #',
  'Job Title',
  'Status',
  'Hospital',
  'City',
  'State',
  'Unit',
  'Shift',
  'Start Date',
  'Duration',
  'Positions',
  'Open Positions',
  'Bill Rate',
  'Local Bill Rate',
  'Job Type',
  'Requisition ID',
  'Last Modified',
];
const orNA = (value: string | null) => (value === null || value === '' ? 'N/A' : value);
const shown = (isoDate: string) => `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;
const rate = (value: number | null) => (value === null ? 'N/A' : value.toFixed(2));
const cellsOf = (row: JobListItem): string[] => [
  row.externalId,
  row.jobTitle,
  row.postingStatus,
  row.hospital,
  row.city,
  row.state,
  row.unit,
  row.shift,
  shown(row.startDate),
  `${row.duration} Weeks`,
  String(row.availablePositions),
  String(row.openPositions),
  rate(row.billRateActual),
  rate(row.localBillRateActual),
  row.jobType,
  orNA(row.requisitionId),
  shown(row.modifiedOn),
];

describe('the job list export', () => {
  it.each(['csv', 'xlsx'] as const)('holds the rows of the list, in its order, as %s', async (format) => {
    const request: JobListRequest = { sortBy: 'jobtitle', sortOrder: 'asce', options: { statuses: [...JOB_POSTING_STATUSES] } };
    const list = await everyJob(t, request);
    expect(list.length).toBeGreaterThan(100);
    const rows = await exported(format, { ...request, pageSize: list.length, pageNumber: 1 });
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1)).toEqual(list.map(cellsOf));
  });

  it('exports the page and the filters the request names', async () => {
    const request = { pageSize: 5, pageNumber: 2, options: { shiftRequests: ['Nights'] } };
    const list = await listJobs(t, request);
    expect(list.jobs).toHaveLength(5);
    const rows = await exported('csv', request);
    expect(rows.slice(1)).toEqual(list.jobs.map(cellsOf));
  });

  it('leaves out the local rate and the job type where the network does not show them', async () => {
    const [header, ...rows] = await exported('csv', { pageSize: 1000 }, DEMO.lakeside);
    expect(header).toEqual(HEADER.filter((name) => name !== 'Local Bill Rate' && name !== 'Job Type'));
    const list = await everyJob(t, {}, DEMO.lakeside);
    expect(rows).toEqual(list.map((row) => cellsOf(row).filter((_, i) => i !== HEADER.indexOf('Local Bill Rate') && i !== HEADER.indexOf('Job Type'))));
  });
});
