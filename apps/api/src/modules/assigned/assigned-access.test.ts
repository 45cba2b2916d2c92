import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssignmentFilterCounts,
  AssignmentListResponse,
  downloadAssignedList,
  downloadStartsStopsList,
  exportAssignedList,
  exportStartsStopsList,
  getAssignedFilterCounts,
  getAssignedFilterOptions,
  getAssignedList,
  getStartsStopsFilterCounts,
  getStartsStopsFilterOptions,
  getStartsStopsList,
  getTravelerStatuses,
} from '@portal/domain/api/assigned';
import { hospitals, units } from '../../db/schema/tenancy';
import { callAs } from '../../test-support/call-as';
import { auditCount, demoNetworkIds } from '../../test-support/demo-records';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let northwind: string;
let lakesideHospitalIds: string[];
let lakesideUnitIds: string[];
let northwindHospitalIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  const ids = await demoNetworkIds(t.database.db);
  northwind = ids.northwind;
  const hospitalsOf = async (networkId: string) =>
    (await t.database.db.select({ id: hospitals.id }).from(hospitals).where(eq(hospitals.networkId, networkId))).map((h) => h.id);
  lakesideHospitalIds = await hospitalsOf(ids.lakeside);
  northwindHospitalIds = await hospitalsOf(ids.northwind);
  lakesideUnitIds = (await t.database.db.select({ id: units.id }).from(units).where(eq(units.networkId, ids.lakeside))).map((u) => u.id);
});
afterAll(() => t.close());

/** Lakeside's Client Admin: the demo's Lakeside General User may not open Starts / Stops. */
const LAKESIDE_ADMIN = 'maya.lindgren@lakeside.test';
const lakesideUserFor = (call: { name: string }) => (call.name.includes('StartsAndStops') ? LAKESIDE_ADMIN : DEMO.lakeside);

const LISTS = [getAssignedList, getStartsStopsList];
const FILTER_COUNTS = [getAssignedFilterOptions, getAssignedFilterCounts, getStartsStopsFilterOptions, getStartsStopsFilterCounts];
const EXPORTS = [exportAssignedList, downloadAssignedList, exportStartsStopsList, downloadStartsStopsList];
const WITH_BODY = [...LISTS, ...FILTER_COUNTS, ...EXPORTS];

describe('access to the assigned calls', () => {
  // 401 and 403 of every call: access/contract-access.test.ts.
  it('gives the traveler statuses to any signed-in user, with or without a network', async () => {
    for (const email of [DEMO.finance, DEMO.viewer]) expect((await callAs(t, email, getTravelerStatuses)).statusCode).toBe(200);
  });

  it.each(WITH_BODY)('$name needs an internal user to choose a network first', async (call) => {
    const res = await callAs(t, DEMO.viewer, call);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose a hospital network first.');
  });
});

describe('validation of the assigned calls', () => {
  const BAD_OPTIONS = [
    { options: { searchName: 'x'.repeat(31) }, message: 'Maximum length is 30 characters' },
    { options: { statuses: ['Ready for Review'] }, message: 'options.statuses.0' },
    { options: { hospitalRequests: ['not-an-id'] }, message: 'hospitalRequests must hold ids' },
    { options: { titleRequests: [''] }, message: 'titleRequests must not hold empty values' },
  ];

  it.each(WITH_BODY)('$name answers 400 with a clear message and writes nothing', async (call) => {
    for (const { options, message } of BAD_OPTIONS) {
      const before = await auditCount(t.database.db);
      const res = await callAs(t, DEMO.admin, call, { options });
      expect(res.statusCode, JSON.stringify(options)).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().message).toContain(message);
      expect(await auditCount(t.database.db)).toBe(before);
    }
  });

  it.each([...LISTS, ...EXPORTS])('$name refuses a page size of 0 and an unknown sort', async (call) => {
    expect((await callAs(t, DEMO.admin, call, { pageSize: 0 })).statusCode).toBe(400);
    expect((await callAs(t, DEMO.admin, call, { sortBy: 'salary' })).statusCode).toBe(400);
  });

  it('caps list pages and refuses windows and date types Starts / Stops does not offer', async () => {
    expect((await callAs(t, DEMO.admin, getAssignedList, { pageSize: 101 })).json().message).toContain('pageSize must be at most 100');
    expect((await callAs(t, DEMO.admin, getStartsStopsList, { options: { NextNDays: 10 } })).statusCode).toBe(400);
    expect((await callAs(t, DEMO.admin, getStartsStopsList, { options: { NextNDateType: 'Ends' } })).statusCode).toBe(400);
    const twoStatuses = await callAs(t, DEMO.admin, getStartsStopsList, { options: { statuses: ['Assigned', 'On Assignment'] } });
    expect(twoStatuses.json().message).toContain('Starts / Stops filters by one status at a time');
  });

  it.each(EXPORTS)('$name refuses an unknown file format and another user as ?email=', async (call) => {
    expect((await callAs(t, DEMO.admin, call, {}, { query: { format: 'pdf' } })).statusCode).toBe(400);
    expect((await callAs(t, DEMO.admin, call, {}, { query: { email: DEMO.general } })).statusCode).toBe(403);
  });
});

describe('tenant isolation of the assigned calls', () => {
  it.each(LISTS)("$name never shows another network's rows", async (call) => {
    const lakeside = AssignmentListResponse.parse((await callAs(t, lakesideUserFor(call), call, { options: {}, pageSize: 100 })).json());
    expect(lakeside.count).toBeGreaterThan(0);
    expect(lakeside.data.every((row) => lakesideHospitalIds.includes(row.hospitalId))).toBe(true);

    const asked = await callAs(t, lakesideUserFor(call), call, { options: { hospitalRequests: northwindHospitalIds } });
    expect(asked.json()).toEqual({ data: [], count: 0 });
    for (const options of [{ hospitalRequests: lakesideHospitalIds }, { unitRequests: lakesideUnitIds }]) {
      const res = await callAs(t, DEMO.admin, call, { options });
      expect(res.statusCode).toBe(200);
      expect(res.json(), JSON.stringify(options)).toEqual({ data: [], count: 0 });
    }
  });

  it.each(FILTER_COUNTS)("$name counts nothing of another network", async (call) => {
    const own = AssignmentFilterCounts.parse((await callAs(t, lakesideUserFor(call), call)).json());
    expect(own.resultCount).toBeGreaterThan(0);
    expect(own.hospitalCount.flatMap((o) => o.ids).every((id) => lakesideHospitalIds.includes(id))).toBe(true);
    const res = await callAs(t, DEMO.admin, call, { options: { hospitalRequests: lakesideHospitalIds } });
    const counts = AssignmentFilterCounts.parse(res.json());
    expect(counts.resultCount).toBe(0);
    expect(counts.hospitalCount.flatMap((o) => o.ids).some((id) => lakesideHospitalIds.includes(id))).toBe(false);
  });

  it.each(EXPORTS)("$name exports nothing of another network", async (call) => {
    const res = await callAs(t, DEMO.admin, call, { options: { hospitalRequests: lakesideHospitalIds } });
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('lets an internal user read the network they chose', async () => {
    const res = await t.call(DEMO.viewer, {
      method: 'POST',
      url: '/api/v1/travelclient/deals/assigned',
      payload: {},
      headers: { 'hospital-network-id': northwind },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.every((row: { hospitalId: string }) => northwindHospitalIds.includes(row.hospitalId))).toBe(true);
  });

  it('shows a user only the hospitals assigned to them', async () => {
    const { rows } = (await t.database.db.execute(sql`
      select uh.hospital_id as id from user_hospitals uh join users u on u.id = uh.user_id where u.email = ${DEMO.localAdmin}`)) as unknown as {
      rows: { id: string }[];
    };
    const mine = rows.map((r) => r.id);
    expect(mine.length).toBeLessThan(northwindHospitalIds.length);
    const list = AssignmentListResponse.parse((await callAs(t, DEMO.localAdmin, getAssignedList, { pageSize: 100 })).json());
    expect(list.data.every((row) => mine.includes(row.hospitalId))).toBe(true);
    const outside = northwindHospitalIds.filter((id) => !mine.includes(id));
    expect((await callAs(t, DEMO.localAdmin, getAssignedList, { options: { hospitalRequests: outside } })).json().count).toBe(0);
  });
});
