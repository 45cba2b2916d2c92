import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssignmentListResponse,
  downloadAssignedList,
  downloadStartsStopsList,
  exportAssignedList,
  exportStartsStopsList,
  getAssignedList,
  getStartsStopsList,
  type AssignmentListItem,
} from '@portal/domain/api/assigned';
import { callAs } from '../../test-support/call-as';
import { exportedRows, orNA, shownDate, type ExportFormat } from '../../test-support/read-export';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { revokePrivileges } from './assigned.test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await revokePrivileges(t, 'Human Resources', ['ViewUnitManager']);
});
afterAll(() => t.close());

const exported = async (call: typeof exportAssignedList, format: ExportFormat, body: object, email: string = DEMO.admin) => {
  const report = call.name.includes('StartsAndStops') ? 'StartsAndStopsList' : 'AssignedList';
  return exportedRows(await callAs(t, email, call, body, { query: { format } }), format, report);
};

const HEADER = ['Last Name', 'First Name', 'Title', 'Status', 'Hospital', 'Unit', 'Unit Manager', 'Shift', 'Start Date', 'End Date', 'Retention Type', 'Notes', 'Reference ID'];
const cellsOf = (row: AssignmentListItem): string[] => [
  row.travelerLastName,
  row.travelerFirstName,
  row.travelerTitle,
  row.travelerStatus,
  row.hospital,
  row.unit,
  orNA(row.unitManager),
  row.travelerShift,
  shownDate(row.assignmentStartDate),
  shownDate(row.assignmentEndDate),
  orNA(row.assignmentRetentionType),
  orNA(row.notes),
  orNA(row.referenceId),
];

const listOf = async (call: typeof getAssignedList, body: object) => AssignmentListResponse.parse((await callAs(t, DEMO.admin, call, body)).json());

/** Every row of a list in its order, page by page. */
const everyRow = async (call: typeof getAssignedList, body: object) => {
  const rows: AssignmentListItem[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await listOf(call, { ...body, pageSize: 100, pageNumber });
    rows.push(...page.data);
    if (rows.length >= page.count || page.data.length === 0) return rows;
  }
};

describe.each([
  { exportCall: exportAssignedList, downloadCall: downloadAssignedList, listCall: getAssignedList, options: { statuses: ['Assigned', 'On Assignment'] } },
  { exportCall: exportStartsStopsList, downloadCall: downloadStartsStopsList, listCall: getStartsStopsList, options: { NextNDays: 45 } },
])('$exportCall.name', ({ exportCall, downloadCall, listCall, options }) => {
  it.each(['csv', 'xlsx'] as const)('holds the rows of the list, in its order, as %s', async (format) => {
    const sort = { sortBy: 'lastname', sortOrder: 'desc' };
    const list = await everyRow(listCall, { options, ...sort });
    expect(list.length).toBeGreaterThan(100);
    for (const call of [exportCall, downloadCall]) {
      const rows = await exported(call, format, { options, ...sort, pageSize: list.length, pageNumber: 1 });
      expect(rows[0]).toEqual(HEADER);
      expect(rows.slice(1)).toEqual(list.map(cellsOf));
    }
  });

  it('exports the page the request names', async () => {
    const list = await listOf(listCall, { options, pageSize: 5, pageNumber: 2 });
    const rows = await exported(exportCall, 'csv', { options, pageSize: 5, pageNumber: 2 });
    expect(rows.slice(1)).toEqual(list.data.map(cellsOf));
  });
});

describe('export columns and cells', () => {
  it('leaves out the Unit Manager without its privilege and the Reference ID without the network flag', async () => {
    const [header] = await exported(exportAssignedList, 'csv', { pageSize: 1 }, DEMO.hr);
    expect(header).toEqual(HEADER.filter((name) => name !== 'Unit Manager'));
    const [lakeside] = await exported(exportAssignedList, 'xlsx', { pageSize: 1 }, DEMO.lakeside);
    expect(lakeside).toEqual(HEADER.filter((name) => name !== 'Reference ID'));
  });

  it('neutralises cells a spreadsheet would run as formulas, in CSV and XLSX', async () => {
    const formulas = ['=HYPERLINK("http://x.test","open")', '+1+1', '-2', '@SUM(A1)', '\tTAB', '\rCR'];
    const { data } = await listOf(getAssignedList, { sortBy: 'startdate', pageSize: formulas.length });
    for (const [i, row] of data.entries()) {
      await t.database.db.execute(sql`update deals set notes = ${formulas[i]} where id = ${row.dealId}`);
    }
    const body = { sortBy: 'startdate', pageSize: formulas.length };
    for (const format of ['csv', 'xlsx'] as const) {
      const rows = await exported(exportAssignedList, format, body);
      const notes = rows.slice(1).map((cells) => cells[HEADER.indexOf('Notes')]);
      // XML turns a bare carriage return into a line feed; what matters is the leading quote.
      const expected = formulas.map((formula) => `'${format === 'xlsx' ? formula.replace('\r', '\n') : formula}`);
      expect(notes, format).toEqual(expected);
    }
  });
});
