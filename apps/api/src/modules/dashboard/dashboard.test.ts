import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import {
  exportAssignedTravelerHeadCount,
  FORECAST_WEEKS,
  getDashboardHeadCount,
  getDashboardOnAssignment,
  getDashboardStaffingForecast,
} from '@portal/domain/api/dashboard';
import { hospitals, networks } from '../../db/schema/tenancy';
import { createTestApp, DEMO, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let northwindId: string;
let lakesideHospitalId: string;

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select().from(networks);
  northwindId = rows.find((n) => n.name === 'Northwind Health')!.id;
  const lakesideId = rows.find((n) => n.name === 'Lakeside Medical Center')!.id;
  const all = await t.database.db.select().from(hospitals);
  lakesideHospitalId = all.find((h) => h.networkId === lakesideId)!.id;
});
afterAll(() => t.close());

const post = (email: string | null, call: { version: 'v1' | 'v2'; path: string }, payload: unknown = {}, headers: Record<string, string> = {}) =>
  t.call(email, { method: 'POST', url: callPath(call), payload: payload as object, headers });

const CALLS = [getDashboardOnAssignment, getDashboardHeadCount, getDashboardStaffingForecast, exportAssignedTravelerHeadCount];

describe('dashboard calls', () => {
  // 401 of every call, writing nothing: access/contract-access.test.ts.
  it.each(CALLS)('$name answers 400 to a malformed body', async (call) => {
    const res = await post(DEMO.admin, call, { options: { hospitalRequests: ['not-an-id'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('hospitalRequests must hold hospital ids');
  });

  it('counts the cards of the network, null where the user may not open the list', async () => {
    const admin = (await post(DEMO.admin, getDashboardOnAssignment)).json();
    expect(admin).toMatchObject({ windowDays: 14 });
    expect(admin.onAssignment).toBeGreaterThan(0);
    expect(admin.candidatesToReview).toBeGreaterThan(0);
    expect(admin.openJobs).toBeGreaterThan(0);
    const finance = (await post(DEMO.finance, getDashboardOnAssignment)).json();
    expect(finance.openJobs).toBeNull();
    expect(finance.onAssignment).toEqual(expect.any(Number));
  });

  it("gives nothing of another network's hospital", async () => {
    const res = await post(DEMO.admin, getDashboardHeadCount, { options: { hospital: lakesideHospitalId } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 0, byTitle: [] });
    const summary = (await post(DEMO.admin, getDashboardOnAssignment, { options: { hospital: lakesideHospitalId } })).json();
    expect(summary).toMatchObject({ onAssignment: 0, startingSoon: 0, endingSoon: 0, openJobs: 0, candidatesToReview: 0 });
  });

  it('narrows the head count to a hospital but keeps every hospital in byHospital', async () => {
    const all = (await post(DEMO.admin, getDashboardHeadCount)).json();
    expect(all.byHospital.length).toBeGreaterThan(1);
    const first = all.byHospital[0];
    const one = (await post(DEMO.admin, getDashboardHeadCount, { options: { hospital: first.hospitalId } })).json();
    expect(one.total).toBe(first.count);
    expect(one.byHospital).toEqual(all.byHospital);
    expect(all.total).toBe(all.byHospital.reduce((sum: number, h: { count: number }) => sum + h.count, 0));
  });

  it('lets an internal user read the network they chose, and nothing before', async () => {
    const none = await post(DEMO.viewer, getDashboardOnAssignment);
    expect(none.statusCode).toBe(400);
    const chosen = await post(DEMO.viewer, getDashboardOnAssignment, {}, { 'hospital-network-id': northwindId });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().onAssignment).toBeGreaterThan(0);
  });

  it('forecasts consecutive weeks from this Monday', async () => {
    const { weeks } = (await post(DEMO.admin, getDashboardStaffingForecast)).json();
    expect(weeks).toHaveLength(FORECAST_WEEKS);
    expect(new Date(`${weeks[0].weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(weeks[0].onAssignment).toBeGreaterThan(0);
  });

  it('exports the head count as a named CSV file', async () => {
    const res = await post(DEMO.admin, exportAssignedTravelerHeadCount);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ClientPortal_AssignedTravelerHeadCount_\d{8}_\d{6}\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Last Name,First Name,Title,Status,Hospital,Unit,Shift,Start Date,End Date');
    const count = (await post(DEMO.admin, getDashboardHeadCount)).json().total;
    expect(lines).toHaveLength(count + 1);
  });

  it("answers 403 when ?email= is another user's address", async () => {
    const res = await t.call(DEMO.admin, {
      method: 'POST',
      url: `${callPath(exportAssignedTravelerHeadCount)}?email=${encodeURIComponent(DEMO.general)}`,
      payload: {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
