import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callUrl } from '@portal/domain/api/call';
import { addCustomReport, deleteCustomReport, getCustomReports, getInsightDashboard, saveInsightDashboard, updateCustomReport } from '@portal/domain/api/custom-reports';
import { downloadInsightReport, runInsightReport } from '@portal/domain/api/insights';
import { REPORT_FORBIDDEN, REPORT_NOT_FOUND } from '@portal/domain/insights/insight-messages';
import { DEFAULT_DASHBOARD_REPORTS, ONLY_OWNER_CHANGES, SAVED_REPORT_CHANGED } from '@portal/domain/insights/saved-reports';
import { callAs } from '../../../test-support/call-as';
import { auditCount, rowsOf } from '../../../test-support/demo-records';
import { DEMO } from '../../../test-support/test-app';
import { useInsightTestApp } from '../insights.test-kit';
import { saveReport, SHAPE } from './saved-reports.test-kit';

const { t, northwind } = useInsightTestApp();

const run = (email: string, reportId: string) => callAs(t, email, runInsightReport, undefined, { params: { reportId }, query: { from: '2020-01-01', to: '2030-12-31' } });
const ids = (res: { json: () => { reports: { id: string }[] } }) => res.json().reports.map((r) => r.id);
const audits = (entityId: string) => rowsOf<{ action: string }>(t, sql`select action from audit_log where entity_id = ${entityId} order by id`);

describe('saving and sharing custom reports', () => {
  it('opens a shared report in the viewer for a General User, and hides a private one', async () => {
    const shared = await saveReport(t, DEMO.admin, { name: 'Shared starts', shared: true });
    const own = await saveReport(t, DEMO.admin, { name: 'My starts' });

    const opened = await run(DEMO.general, shared.id);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().report).toMatchObject({ id: shared.id, name: 'Shared starts', chartType: 'bar' });
    expect(opened.json().columns.map((c: { id: string }) => c.id)).toEqual(['month', 'starts', 'stops']);
    expect(opened.json().rows.length).toBeGreaterThan(0);
    const file = await callAs(t, DEMO.general, downloadInsightReport, { reportId: shared.id, format: 'csv', filters: {} });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('ClientPortal_Sharedstarts_');

    const hidden = await run(DEMO.general, own.id);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(REPORT_NOT_FOUND);
    const listed = await t.call(DEMO.mspAdmin, { method: 'GET', url: callUrl(getCustomReports), headers: { 'hospital-network-id': northwind.id } });
    expect(ids(listed)).toContain(shared.id);
    expect(ids(listed)).not.toContain(own.id);
    const mine = await callAs(t, DEMO.admin, getCustomReports);
    expect(mine.json().reports.find((r: { id: string }) => r.id === own.id)).toMatchObject({ mine: true, shared: false, ownerName: expect.any(String) });
  });

  it('lets only the owner change a shared report, checks its version and audits each change', async () => {
    const report = await saveReport(t, DEMO.admin, { shared: true });
    const body = { name: 'Renamed', shape: { ...SHAPE, chartType: 'line' }, shared: true, version: report.version };
    const other = await t.call(DEMO.mspAdmin, {
      method: 'PUT',
      url: callUrl(updateCustomReport, { id: report.id }),
      headers: { 'hospital-network-id': northwind.id },
      payload: body,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(ONLY_OWNER_CHANGES);

    const changed = await callAs(t, DEMO.admin, updateCustomReport, body, { params: { id: report.id } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Renamed', version: 2, shape: { chartType: 'line' } });
    expect((await run(DEMO.admin, report.id)).json().report).toMatchObject({ name: 'Renamed', chartType: 'line' });

    const stale = await callAs(t, DEMO.admin, updateCustomReport, { ...body, name: 'Stale' }, { params: { id: report.id } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(SAVED_REPORT_CHANGED);
    expect((await audits(report.id)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('duplicates a report as a new one, and saves once for a repeated Idempotency-Key', async () => {
    const first = await saveReport(t, DEMO.admin, { name: 'Original' });
    const copy = await saveReport(t, DEMO.admin, { name: 'Copy of Original' });
    expect(copy.id).not.toBe(first.id);
    const send = () =>
      t.call(DEMO.admin, { method: 'POST', url: callUrl(addCustomReport), headers: { 'idempotency-key': 'save-once' }, payload: { name: 'Once', shape: SHAPE, shared: false } });
    const [a, b] = [await send(), await send()];
    expect(b.json().id).toBe(a.json().id);
  });

  it('deletes a report, takes it off the dashboards that pinned it and audits it', async () => {
    const report = await saveReport(t, DEMO.admin, { shared: true });
    expect((await callAs(t, DEMO.general, saveInsightDashboard, { reportIds: [report.id, 'extension-rate'] })).statusCode).toBe(200);
    const stale = await callAs(t, DEMO.admin, deleteCustomReport, undefined, { params: { id: report.id }, query: { version: '7' } });
    expect(stale.statusCode).toBe(409);
    const res = await callAs(t, DEMO.admin, deleteCustomReport, undefined, { params: { id: report.id }, query: { version: '1' } });
    expect(res.statusCode).toBe(204);
    expect((await run(DEMO.general, report.id)).statusCode).toBe(404);
    expect(ids(await callAs(t, DEMO.general, getInsightDashboard))).toEqual(['extension-rate']);
    const stored = await rowsOf<{ ids: string[] }>(t, sql`select report_ids as ids from insight_dashboards where ${report.id} = any(report_ids)`);
    expect(stored).toEqual([]);
    expect((await audits(report.id)).map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('refuses a shared spend report to a user without ViewFinances', async () => {
    const spend = await saveReport(t, DEMO.admin, { shared: true, shape: { dataset: 'invoiceLines', dimensions: ['month'], measures: ['spend'], chartType: 'bar' } });
    const res = await run(DEMO.general, spend.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REPORT_FORBIDDEN);
    expect(ids(await callAs(t, DEMO.general, getInsightDashboard))).not.toContain(spend.id);

    // Given custom reports by an operator, the General User lists the shared reports but not the spend one.
    const starts = await saveReport(t, DEMO.admin, { name: 'Shared starts for the list', shared: true });
    await rowsOf(
      t,
      sql`insert into user_type_privileges (user_type_id, privilege_id)
          select ut.id, p.id from user_types ut, privileges p where ut.name = 'General User' and p.name = 'ViewCustomReports' returning 1`,
    );
    const listed = await callAs(t, DEMO.general, getCustomReports);
    expect(listed.statusCode, listed.body).toBe(200);
    const listedIds = listed.json().reports.map((r: { id: string }) => r.id);
    expect(listedIds).toContain(starts.id);
    expect(listedIds).not.toContain(spend.id);
    expect((await callAs(t, DEMO.admin, getCustomReports)).json().reports.map((r: { id: string }) => r.id)).toContain(spend.id);
    await rowsOf(
      t,
      sql`delete from user_type_privileges where user_type_id = (select id from user_types where name = 'General User')
          and privilege_id = (select id from privileges where name = 'ViewCustomReports') returning 1`,
    );
  });
});

describe('the insights dashboard', () => {
  it("shows the default set until the user arranges it, then the user's pins in their order", async () => {
    const first = await callAs(t, DEMO.localAdmin, getInsightDashboard);
    expect(first.json()).toMatchObject({ arranged: false });
    expect(ids(first)).toEqual(DEFAULT_DASHBOARD_REPORTS);

    const before = await auditCount(t.database.db);
    const order = ['extension-rate', 'time-to-fill-by-title', 'headcount-by-hospital-unit'];
    const saved = await callAs(t, DEMO.localAdmin, saveInsightDashboard, { reportIds: order });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ids(saved)).toEqual(order);
    expect(await auditCount(t.database.db)).toBe(before + 1);
    const reread = await callAs(t, DEMO.localAdmin, getInsightDashboard);
    expect(reread.json().arranged).toBe(true);
    expect(ids(reread)).toEqual(order);

    expect(ids(await callAs(t, DEMO.localAdmin, saveInsightDashboard, { reportIds: [] }))).toEqual([]);
    expect((await callAs(t, DEMO.localAdmin, getInsightDashboard)).json()).toEqual({ arranged: true, reports: [] });
    // Another user's dashboard is their own.
    expect(ids(await callAs(t, DEMO.admin, getInsightDashboard))).toEqual(DEFAULT_DASHBOARD_REPORTS);
  });

  it('refuses to pin a report the user may not open', async () => {
    const res = await callAs(t, DEMO.general, saveInsightDashboard, { reportIds: ['spend-and-bill-rate'] });
    expect(res.statusCode).toBe(403);
  });
});
