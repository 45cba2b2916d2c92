import { beforeAll, describe, expect, it } from 'vitest';
import { callUrl } from '@portal/domain/api/call';
import {
  addCustomReport,
  type CUSTOM_REPORT_CALLS,
  deleteCustomReport,
  getCustomReports,
  saveInsightDashboard,
  updateCustomReport,
} from '@portal/domain/api/custom-reports';
import { runInsightReport } from '@portal/domain/api/insights';
import { FIELDS_BY_ID, GROUP_BY_TOO_LARGE, undeclaredField } from '@portal/domain/insights/custom-report';
import { REPORT_NOT_FOUND } from '@portal/domain/insights/insight-messages';
import { DASHBOARD_FULL, GROUP_BY_REQUIRED, SAVED_REPORT_NAME_REQUIRED } from '@portal/domain/insights/saved-reports';
import { callAs } from '../../../test-support/call-as';
import { auditCount } from '../../../test-support/demo-records';
import { DEMO } from '../../../test-support/test-app';
import { useInsightTestApp } from '../insights.test-kit';
import { openInsightsAt, saveReport, savedReportCount, SHAPE } from './saved-reports.test-kit';

const { t, lakeside } = useInsightTestApp();
let report: { id: string; version: number };

beforeAll(async () => {
  report = await saveReport(t, DEMO.admin, { shared: true });
});

const BODY = { name: 'Report', shape: SHAPE, shared: false };
/** The MSP Admin passes every privilege check and acts in the network it names. */
const asMsp = (network: string, call: (typeof CUSTOM_REPORT_CALLS)[number] | typeof runInsightReport, params: Record<string, string>, body?: object, query = {}) =>
  t.call(DEMO.mspAdmin, {
    method: call.method,
    url: callUrl(call, params, query),
    headers: { 'hospital-network-id': network },
    ...(call.method === 'GET' ? {} : { payload: body ?? {} }),
  });

describe('access to saved custom reports and the dashboard', () => {
  // 401, 403 without the privileges and 403 with the insights flags off: access/contract-access.test.ts.
  it("answers 404 for another network's saved report, and lists none of it", async () => {
    await openInsightsAt(t, lakeside.id);
    const before = await auditCount(t.database.db);
    const cases = [
      await asMsp(lakeside.id, runInsightReport, { reportId: report.id }),
      await asMsp(lakeside.id, updateCustomReport, { id: report.id }, { ...BODY, version: report.version }),
      await asMsp(lakeside.id, deleteCustomReport, { id: report.id }, undefined, { version: 1 }),
      await asMsp(lakeside.id, saveInsightDashboard, {}, { reportIds: [report.id] }),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(REPORT_NOT_FOUND);
    }
    const listed = await asMsp(lakeside.id, getCustomReports, {});
    expect(listed.json().reports).toEqual([]);
    expect(await auditCount(t.database.db)).toBe(before);
  });
});

describe('bad input', () => {
  it.each([
    ['an empty name', { ...BODY, name: '  ' }, SAVED_REPORT_NAME_REQUIRED],
    ['a name past its bound', { ...BODY, name: 'n'.repeat(101) }, 'at most 100 characters'],
    ['no group-by', { ...BODY, shape: { ...SHAPE, dimensions: [] } }, GROUP_BY_REQUIRED],
    ['an undeclared field', { ...BODY, shape: { ...SHAPE, dimensions: ['salary'] } }, undeclaredField('salary', 'dimension', 'Starts and stops')],
    ['a huge group-by', { ...BODY, shape: { ...SHAPE, dimensions: ['week', 'month', 'hospital', 'unit', 'title'] } }, GROUP_BY_TOO_LARGE],
    ['a SQL fragment', { ...BODY, shape: { ...SHAPE, measures: ['count(*)); delete from deals; --'] } }, FIELDS_BY_ID],
    ['an undeclared dataset', { ...BODY, shape: { ...SHAPE, dataset: 'users' } }, 'dataset'],
    ['no share choice', { name: 'Report', shape: SHAPE }, 'shared'],
  ])('refuses a report with %s, with 400 and its message, saving nothing', async (_, body, message) => {
    const [audits, reports] = [await auditCount(t.database.db), await savedReportCount(t)];
    for (const res of [
      await callAs(t, DEMO.admin, addCustomReport, body),
      await callAs(t, DEMO.admin, updateCustomReport, { ...body, version: 1 }, { params: { id: report.id } }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect([await auditCount(t.database.db), await savedReportCount(t)]).toEqual([audits, reports]);
  });

  it('refuses an id that is not a saved report id, a missing version and a bad dashboard', async () => {
    const before = await auditCount(t.database.db);
    expect((await callAs(t, DEMO.admin, updateCustomReport, { ...BODY, version: 1 }, { params: { id: "x' or 1=1" } })).statusCode).toBe(400);
    expect((await callAs(t, DEMO.admin, deleteCustomReport, undefined, { params: { id: report.id } })).statusCode).toBe(400);
    const full = await callAs(t, DEMO.admin, saveInsightDashboard, { reportIds: Array.from({ length: 13 }, (_, i) => `report-${i}`) });
    expect(full.statusCode).toBe(400);
    expect(full.json().message).toContain(DASHBOARD_FULL);
    const twice = await callAs(t, DEMO.admin, saveInsightDashboard, { reportIds: ['extension-rate', 'extension-rate'] });
    expect(twice.json().message).toContain('A report is pinned once.');
    const sql = await callAs(t, DEMO.admin, saveInsightDashboard, { reportIds: ["extension-rate'; drop table deals"] });
    expect(sql.statusCode).toBe(400);
    expect(await auditCount(t.database.db)).toBe(before);
  });

  it('answers 404 for a report in a dashboard that does not exist, saving nothing', async () => {
    const before = await auditCount(t.database.db);
    const res = await callAs(t, DEMO.admin, saveInsightDashboard, { reportIds: ['extension-rate', '00000000-0000-4000-8000-000000000000'] });
    expect(res.statusCode).toBe(404);
    expect(await auditCount(t.database.db)).toBe(before);
  });
});
