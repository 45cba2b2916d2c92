import { describe, expect, it } from 'vitest';
import { exportJobList, type JobListItem, type JobListRequest } from '@portal/domain/api/job-list';
import { JOB_POSTING_STATUSES } from '@portal/domain/deals/statuses';
import { callAs } from '../../test-support/call-as';
import { exportedRows, orNA, shownDate, type ExportFormat } from '../../test-support/read-export';
import { DEMO } from '../../test-support/test-app';
import { everyJob, listJobs, useJobTestApp } from './jobs.test-kit';

const { t } = useJobTestApp();

const exported = async (format: ExportFormat, body: object, email: string = DEMO.admin) =>
  exportedRows(await callAs(t, email, exportJobList, body, { query: { format } }), format, 'JobList');

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
  shownDate(row.startDate),
  `${row.duration} Weeks`,
  String(row.availablePositions),
  String(row.openPositions),
  rate(row.billRateActual),
  rate(row.localBillRateActual),
  row.jobType,
  orNA(row.requisitionId),
  shownDate(row.modifiedOn),
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

  it('leaves out the local rate, the job type and the last change where the network does not show them (Lakeside)', async () => {
    const hidden = ['Local Bill Rate', 'Job Type', 'Last Modified'];
    const [header, ...rows] = await exported('csv', { pageSize: 1000 }, DEMO.lakeside);
    expect(header).toEqual(HEADER.filter((name) => !hidden.includes(name)));
    const list = await everyJob(t, {}, DEMO.lakeside);
    expect(list.length).toBeGreaterThan(0);
    expect(rows).toEqual(list.map((row) => cellsOf(row).filter((_, i) => !hidden.includes(HEADER[i]!))));
  });
});
