import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssignmentListResponse,
  getAssignedList,
  getStartsStopsList,
  getTravelerStatuses,
  type AssignedListRequest,
  type AssignmentListItem,
  type StartsStopsListRequest,
} from '@portal/domain/api/assigned';
import { ASSIGNMENT_STATUSES } from '@portal/domain/deals/statuses';
import { MAX_LIST_PAGE_SIZE } from '@portal/domain/lists/list-request';
import { ASSIGNED_SORT_OPTIONS, STARTS_STOPS_SORT_OPTIONS, type SortOption } from '@portal/domain/lists/sort-options';
import { callAs } from '../../test-support/call-as';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';
import { addDays, databaseToday, dealIds } from './assigned.test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (request: AssignedListRequest, email: string = DEMO.admin) => {
  const res = await callAs(t, email, getAssignedList, request);
  expect(res.statusCode, res.body).toBe(200);
  return AssignmentListResponse.parse(res.json());
};

const startsStops = async (request: StartsStopsListRequest, email: string = DEMO.admin) => {
  const res = await callAs(t, email, getStartsStopsList, request);
  expect(res.statusCode, res.body).toBe(200);
  return AssignmentListResponse.parse(res.json());
};

/** Every row of a filter, in pages of the largest size. */
const everyRow = async (options: AssignedListRequest['options'] = {}): Promise<AssignmentListItem[]> => {
  const rows: AssignmentListItem[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await list({ options, pageSize: MAX_LIST_PAGE_SIZE, pageNumber });
    rows.push(...page.data);
    if (rows.length >= page.count || page.data.length === 0) return rows;
  }
};

/** Three pages of ten are disjoint, equal one page of thirty, and follow the sort (missing notes last either way). */
const expectSortedPages = async (
  fetchPage: (request: AssignedListRequest & StartsStopsListRequest) => Promise<{ data: AssignmentListItem[] }>,
  options: AssignedListRequest['options'] & StartsStopsListRequest['options'],
  { sortBy, sortOrder }: SortOption,
) => {
  const pages = await Promise.all([1, 2, 3].map((pageNumber) => fetchPage({ options, sortBy, sortOrder, pageSize: 10, pageNumber })));
  const rows = pages.flatMap((page) => page.data);
  expect(new Set(dealIds(rows)).size).toBe(30);
  const again = await fetchPage({ options, sortBy, sortOrder, pageSize: 30 });
  expect(dealIds(again.data)).toEqual(dealIds(rows));
  const key = (row: AssignmentListItem): string | null =>
    ({
      startdate: row.assignmentStartDate,
      enddate: row.assignmentEndDate,
      firstname: row.travelerFirstName,
      lastname: row.travelerLastName,
      notes: row.notes,
      createddate: null,
      jobtitle: row.travelerTitle,
    })[sortBy];
  const keys = rows.map(key);
  const present = keys.filter((value): value is string => value !== null);
  expect(keys.slice(0, present.length)).toEqual(present);
  const ordered = [...present].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  expect(present).toEqual(sortOrder === 'asce' ? ordered : ordered.reverse());
};

describe('Assigned list', () => {
  it('shows On Assignment by default, whether the status is sent or not', async () => {
    const implicit = await list({});
    const explicit = await list({ options: { statuses: ['On Assignment'] } });
    expect(implicit.count).toBeGreaterThan(24);
    expect(implicit.data).toHaveLength(24);
    expect(implicit.data.every((row) => row.travelerStatus === 'On Assignment')).toBe(true);
    expect(explicit).toEqual(implicit);
  });

  it('fills every field of a row, with the job and hospital details', async () => {
    const [row] = (await list({ pageSize: 1 })).data;
    expect(row).toMatchObject({
      dealId: expect.any(String),
      travelerId: expect.any(String),
      travelerFirstName: expect.any(String),
      travelerLastName: expect.any(String),
      travelerEmail: expect.stringContaining('@'),
      travelerShift: expect.any(String),
      travelerTitle: expect.any(String),
      jobTitle: expect.any(String),
      hospital: expect.any(String),
      unit: expect.any(String),
      assignmentStartDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      assignmentEndDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(row!.jobEntity).toEqual({ hospital: row!.hospital, city: expect.any(String), state: 'WA' });
  });

  it('filters by several statuses', async () => {
    const statuses = ['Assigned', 'Completed Assignment'] as const;
    const both = await list({ options: { statuses: [...statuses] } });
    const counts = await Promise.all(statuses.map(async (status) => (await list({ options: { statuses: [status] } })).count));
    expect(both.count).toBe(counts[0]! + counts[1]!);
    expect(both.data.every((row) => (statuses as readonly string[]).includes(row.travelerStatus))).toBe(true);
  });

  it('finds a clinician by first name, last name or both, ignoring case', async () => {
    const [someone] = (await list({ pageSize: 1 })).data;
    const { travelerFirstName: first, travelerLastName: last } = someone!;
    for (const searchName of [first, last.toUpperCase(), `${first.toLowerCase()} ${last.slice(0, 2)}`, ` ${first}  ${last} `]) {
      const found = await list({ options: { searchName }, pageSize: MAX_LIST_PAGE_SIZE });
      expect(dealIds(found.data), searchName).toContain(someone!.dealId);
      expect(found.count).toBeLessThan((await list({})).count);
    }
    const { count } = await list({ options: { searchName: last } });
    expect(await list({ options: { searchName: last }, pageNumber: Math.ceil(count / 24) + 1 })).toEqual({ data: [], count });
    const nobody = await list({ options: { searchName: 'zz%_\\' } });
    expect(nobody).toEqual({ data: [], count: 0 });
  });

  it('narrows by each drawer filter', async () => {
    const all = await everyRow();
    const sample = all[0]!;
    const narrowed = [
      { options: { hospitalRequests: [sample.hospitalId] }, keeps: (row: AssignmentListItem) => row.hospitalId === sample.hospitalId },
      { options: { titleRequests: [sample.travelerTitle] }, keeps: (row: AssignmentListItem) => row.travelerTitle === sample.travelerTitle },
      { options: { shiftRequests: [sample.travelerShift] }, keeps: (row: AssignmentListItem) => row.travelerShift === sample.travelerShift },
      { options: { retentionTypeRequests: ['Rehire'] }, keeps: (row: AssignmentListItem) => row.assignmentRetentionType === 'Rehire' },
    ];
    for (const { options, keeps } of narrowed) {
      const rows = await everyRow(options);
      expect(rows.length, JSON.stringify(options)).toBeGreaterThan(0);
      expect(rows.length).toBeLessThan(all.length);
      expect(dealIds(rows).sort()).toEqual(dealIds(all.filter(keeps)).sort());
    }
  });

  it('narrows by unit, region and unit manager ids', async () => {
    const [unit] = (await t.database.db.execute(sql`
      select d.unit_id as "unitId", d.unit_manager_id as "managerId", h.region_id as "regionId"
      from deals d join hospitals h on h.id = d.hospital_id
      where d.status = 'On Assignment' and d.unit_manager_id is not null and h.network_id = d.network_id
      limit 1`) as unknown as { rows: { unitId: string; managerId: string; regionId: string }[] }).rows;
    const all = await everyRow();
    for (const options of [{ unitRequests: [unit!.unitId] }, { unitManagerRequests: [unit!.managerId] }, { regionRequests: [unit!.regionId] }]) {
      const rows = await everyRow(options);
      expect(rows.length, JSON.stringify(options)).toBeGreaterThan(0);
      expect(rows.length).toBeLessThan(all.length);
    }
  });

  it.each(ASSIGNED_SORT_OPTIONS)('sorts by $label with stable, disjoint pages', async (option) => {
    await expectSortedPages((request) => list(request), {}, option);
  });

  it('answers an empty page past the end with the full count', async () => {
    const { count } = await list({});
    const beyond = await list({ pageSize: 24, pageNumber: Math.ceil(count / 24) + 1 });
    expect(beyond).toEqual({ data: [], count });
  });
});

describe('Starts / Stops list', () => {
  it('keeps assignments starting, ending, or either within the window, of every status unless one is chosen', async () => {
    const today = await databaseToday(t);
    const last = addDays(today, 14);
    const inWindow = (date: string) => date >= today && date <= last;
    const starts = await startsStops({ options: { NextNDateType: 'Starts', NextNDays: 14 }, pageSize: MAX_LIST_PAGE_SIZE });
    const stops = await startsStops({ options: { NextNDateType: 'Stops', NextNDays: 14 }, pageSize: MAX_LIST_PAGE_SIZE });
    const either = await startsStops({ pageSize: MAX_LIST_PAGE_SIZE });
    expect(starts.count).toBeGreaterThan(0);
    expect(stops.count).toBeGreaterThan(0);
    expect(starts.data.every((row) => inWindow(row.assignmentStartDate))).toBe(true);
    expect(stops.data.every((row) => inWindow(row.assignmentEndDate))).toBe(true);
    expect(either.data.every((row) => inWindow(row.assignmentStartDate) || inWindow(row.assignmentEndDate))).toBe(true);
    expect(either.count).toBeGreaterThanOrEqual(Math.max(starts.count, stops.count));
    expect(new Set(either.data.map((row) => row.travelerStatus)).size).toBeGreaterThan(1);

    const assigned = await startsStops({ options: { statuses: ['Assigned'] }, pageSize: MAX_LIST_PAGE_SIZE });
    expect(assigned.count).toBeGreaterThan(0);
    expect(assigned.data.every((row) => row.travelerStatus === 'Assigned')).toBe(true);
  });

  it.each(STARTS_STOPS_SORT_OPTIONS)('sorts by $label with stable, disjoint pages', async (option) => {
    await expectSortedPages((request) => startsStops(request), { NextNDays: 45 }, option);
  });

  it('widens with the window', async () => {
    const counts = await Promise.all(
      ([7, 14, 30, 45] as const).map(async (NextNDays) => (await startsStops({ options: { NextNDays } })).count),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(counts);
    expect(counts[3]).toBeGreaterThan(counts[0]!);
  });
});

describe('GetTravelerStatuses', () => {
  it('lists the assignment statuses in display order', async () => {
    const res = await callAs(t, DEMO.finance, getTravelerStatuses);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ASSIGNMENT_STATUSES.map((value) => ({ value, label: value })));
  });
});
