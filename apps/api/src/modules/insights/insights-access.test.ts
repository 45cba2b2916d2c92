import { describe, expect, it } from 'vitest';
import { callUrl } from '@portal/domain/api/call';
import { downloadInsightReport, getInsightFilters, getInsightReports, INSIGHT_CALLS, previewCustomReport, runInsightReport } from '@portal/domain/api/insights';
import { REPORT_FORBIDDEN, REPORT_NOT_FOUND } from '@portal/domain/insights/insight-messages';
import { callAs } from '../../test-support/call-as';
import { auditCount } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { useInsightTestApp } from './insights.test-kit';

const { t, northwind, lakeside, localAdminHospitals } = useInsightTestApp();

const REPORT = 'headcount-by-hospital-unit';
const SPEND = 'spend-and-bill-rate';

const wellFormed = (name: string) =>
  [
    { call: getInsightReports },
    { call: getInsightFilters },
    { call: runInsightReport, params: { reportId: REPORT } },
    { call: downloadInsightReport, body: { reportId: REPORT, format: 'csv', filters: {} } },
  ].find((request) => request.call.name === name)!;

const send = (email: string | null, name: string) => {
  const { call, body, ...address } = wellFormed(name);
  return callAs(t, email, call, body, address);
};

const run = (email: string, reportId: string, query: Record<string, string> = {}) => callAs(t, email, runInsightReport, undefined, { params: { reportId }, query });
const download = (email: string, body: object) => callAs(t, email, downloadInsightReport, body);

/** The calls of ViewInsights; the custom report preview (ViewCustomReports) is tested in custom-report.test.ts. */
const NAMES = INSIGHT_CALLS.filter((call) => call !== previewCustomReport).map((call) => call.name);

describe('access to the insights calls', () => {
  // 401 and 403 without ViewInsights: access/contract-access.test.ts.
  it.each(NAMES)('%s answers a Client Admin of Northwind', async (name) => {
    expect((await send(DEMO.admin, name)).statusCode).toBe(200);
  });

  it.each(NAMES)('%s is closed at Lakeside, whose insights flag is off, even to the internal viewer', async (name) => {
    const { call, body, params } = { body: undefined, params: {}, ...wellFormed(name) };
    const res = await t.call(DEMO.viewer, {
      method: call.method,
      url: callUrl(call, params),
      headers: { 'hospital-network-id': lakeside.id },
      ...(call.method === 'GET' ? {} : { payload: body }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This feature is not enabled for your hospital network.');
  });

  it('lets the internal viewer run reports in the network it chose', async () => {
    const res = await t.call(DEMO.viewer, {
      method: 'GET',
      url: callUrl(runInsightReport, { reportId: REPORT }),
      headers: { 'hospital-network-id': northwind.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().rows.length).toBeGreaterThan(0);
  });
});

describe('which reports a user may open', () => {
  it('leaves the spend report out of the catalogue for a user without ViewFinances, and refuses it with 403', async () => {
    const viewerCatalogue = await t.call(DEMO.viewer, { method: 'GET', url: callUrl(getInsightReports), headers: { 'hospital-network-id': northwind.id } });
    expect(viewerCatalogue.json().reports.map((r: { id: string }) => r.id)).not.toContain(SPEND);
    const adminCatalogue = (await callAs(t, DEMO.admin, getInsightReports)).json();
    expect(adminCatalogue.reports.map((r: { id: string }) => r.id)).toContain(SPEND);

    const refused = await t.call(DEMO.viewer, {
      method: 'GET',
      url: callUrl(runInsightReport, { reportId: SPEND }),
      headers: { 'hospital-network-id': northwind.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(REPORT_FORBIDDEN);
    const refusedFile = await t.call(DEMO.viewer, {
      method: 'POST',
      url: callUrl(downloadInsightReport),
      headers: { 'hospital-network-id': northwind.id },
      payload: { reportId: SPEND, format: 'pdf', filters: {} },
    });
    expect(refusedFile.statusCode).toBe(403);
  });

  it('answers 404 for a report id that is not in the catalogue', async () => {
    for (const res of [await run(DEMO.admin, 'no-such-report'), await download(DEMO.admin, { reportId: 'no-such-report', format: 'csv', filters: {} })]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(REPORT_NOT_FOUND);
    }
  });

  it("answers 404 for another network's hospital, and for a hospital a Local Admin does not see", async () => {
    expect((await run(DEMO.admin, REPORT, { hospitalId: lakeside.hospitals[0]!.id })).statusCode).toBe(404);
    const notOwn = northwind.hospitals.find((h) => !localAdminHospitals.includes(h.id))!;
    expect((await run(DEMO.localAdmin, REPORT, { hospitalId: notOwn.id })).statusCode).toBe(404);
    const file = await download(DEMO.admin, { reportId: REPORT, format: 'xlsx', filters: { hospitalId: lakeside.hospitals[0]!.id } });
    expect(file.statusCode).toBe(404);
  });

  it("shows a Local Admin only its own hospitals' rows and filter options", async () => {
    const res = await run(DEMO.localAdmin, 'document-compliance-by-hospital');
    expect(res.statusCode).toBe(200);
    const ownNames = northwind.hospitals.filter((h) => localAdminHospitals.includes(h.id)).map((h) => h.name);
    const shown = res.json().rows.map((row: unknown[]) => row[0]);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((name: string) => ownNames.includes(name))).toBe(true);
    const filters = (await callAs(t, DEMO.localAdmin, getInsightFilters)).json();
    expect(filters.hospitals.map((h: { id: string }) => h.id).sort()).toEqual([...localAdminHospitals].sort());
  });
});

describe('bad input', () => {
  it.each([
    [{ from: '2026-05-01', to: '2026-04-01' }, 'The start date must not be after the end date'],
    [{ from: '2026-13-01' }, 'Dates must be written yyyy-mm-dd'],
    [{ hospitalId: 'x' }, 'hospitalId must be a hospital id'],
    [{ unit: 'u'.repeat(201) }, 'unit'],
  ])('refuses the filters %j with 400', async (query, message) => {
    const res = await run(DEMO.admin, REPORT, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses a report id that is not a slug, an unknown format and missing filters, writing nothing', async () => {
    const before = await auditCount(t.database.db);
    expect((await run(DEMO.admin, "x'; drop table deals; --")).statusCode).toBe(400);
    const badFormat = await download(DEMO.admin, { reportId: REPORT, format: 'docx', filters: {} });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().message).toContain('format');
    expect((await download(DEMO.admin, { reportId: REPORT, format: 'csv' })).statusCode).toBe(400);
    expect(await auditCount(t.database.db)).toBe(before);
  });
});
