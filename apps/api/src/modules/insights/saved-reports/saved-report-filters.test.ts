import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addCustomReport, getCustomReports, updateCustomReport, type SavedReport } from '@portal/domain/api/custom-reports';
import { runInsightReport, type ReportFilters } from '@portal/domain/api/insights';
import { NO_SUCH_HOSPITAL } from '@portal/domain/insights/insight-messages';
import { callAs } from '../../../test-support/call-as';
import { rowsOf } from '../../../test-support/demo-records';
import { DEMO } from '../../../test-support/test-app';
import { useInsightTestApp } from '../insights.test-kit';
import { savedReportCount, saveReport, SHAPE } from './saved-reports.test-kit';

const { t, northwind, lakeside, localAdminHospitals } = useInsightTestApp();

const RANGE = { from: '2020-01-01', to: '2030-12-31' };
const listed = async (email: string, id: string): Promise<SavedReport> =>
  (await callAs(t, email, getCustomReports)).json().reports.find((r: SavedReport) => r.id === id);
const stored = async (id: string) => (await rowsOf<{ filters: unknown; version: number }>(t, sql`select filters, version from saved_reports where id = ${id}`))[0]!;
const update = (id: string, body: object) => callAs(t, DEMO.admin, updateCustomReport, { name: 'Filtered', shape: SHAPE, shared: true, ...body }, { params: { id } });
const run = (email: string, reportId: string, query: Record<string, string>) => callAs(t, email, runInsightReport, undefined, { params: { reportId }, query });

describe('the filters saved with a custom report', () => {
  it('keeps the filters through save, list, update and duplicate', async () => {
    const filters: ReportFilters = { ...RANGE, hospitalId: northwind.hospitals[0]!.id, unit: 'ICU', title: 'RN' };
    const saved = await saveReport(t, DEMO.admin, { filters, shared: true });
    expect((saved as unknown as SavedReport).filters).toEqual(filters);
    expect((await listed(DEMO.admin, saved.id)).filters).toEqual(filters);
    expect((await stored(saved.id)).filters).toEqual(filters);

    const narrower = { from: '2024-01-01', to: '2024-12-31' };
    const changed = await update(saved.id, { filters: narrower, version: saved.version });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().filters).toEqual(narrower);

    // A duplicate is a save of the listed report's shape and filters.
    const original = await listed(DEMO.admin, saved.id);
    const copy = await saveReport(t, DEMO.admin, { name: `Copy of ${original.name}`, shape: original.shape, filters: original.filters });
    expect((await listed(DEMO.admin, copy.id)).filters).toEqual(narrower);

    // The whole report is replaced: an update without filters keeps none, and a save without them has none.
    const cleared = await update(saved.id, { version: 2 });
    expect(cleared.json().filters).toEqual({});
    expect((await saveReport(t, DEMO.admin) as unknown as SavedReport).filters).toEqual({});
  });

  it.each([
    ['a backwards range', { from: '2024-02-01', to: '2024-01-01' }, 'The start date must not be after the end date'],
    ['a hospital that is no id', { hospitalId: 'north' }, 'hospitalId must be a hospital id'],
    ['an unbounded unit', { unit: 'x'.repeat(5000) }, 'unit'],
  ])('refuses %s with 400 and writes nothing', async (_case, filters, message) => {
    const report = await saveReport(t, DEMO.admin);
    const before = await savedReportCount(t);
    const added = await callAs(t, DEMO.admin, addCustomReport, { name: 'Bad', shape: SHAPE, shared: false, filters });
    expect(added.statusCode).toBe(400);
    expect(added.body).toContain(message);
    const changed = await update(report.id, { filters, version: report.version });
    expect(changed.statusCode).toBe(400);
    expect(await savedReportCount(t)).toBe(before);
    expect(await stored(report.id)).toEqual({ filters: {}, version: 1 });
  });

  it("answers 404 for another network's hospital, as the viewer does, and writes nothing", async () => {
    const report = await saveReport(t, DEMO.admin);
    const before = await savedReportCount(t);
    const elsewhere = { hospitalId: lakeside.hospitals[0]!.id };
    const added = await callAs(t, DEMO.admin, addCustomReport, { name: 'Elsewhere', shape: SHAPE, shared: false, filters: elsewhere });
    expect(added.statusCode, added.body).toBe(404);
    expect(added.json().message).toBe(NO_SUCH_HOSPITAL);
    const changed = await update(report.id, { filters: elsewhere, version: report.version });
    expect(changed.statusCode).toBe(404);
    expect(await savedReportCount(t)).toBe(before);
    expect(await stored(report.id)).toEqual({ filters: {}, version: 1 });
  });
});

describe('opening a saved report with its filters', () => {
  it('runs asSaved with the saved filters, and with the query alone otherwise', async () => {
    const hospitalId = localAdminHospitals[0]!;
    const filters = { ...RANGE, hospitalId };
    const report = await saveReport(t, DEMO.admin, { filters, shared: true });
    const asSaved = await run(DEMO.admin, report.id, { asSaved: 'true' });
    expect(asSaved.statusCode, asSaved.body).toBe(200);
    expect(asSaved.json()).toMatchObject({ savedFilters: filters, ...RANGE });
    const explicit = (await run(DEMO.admin, report.id, filters)).json();
    expect(asSaved.json().rows).toEqual(explicit.rows);
    expect(explicit.savedFilters).toBeUndefined();
    expect((await run(DEMO.admin, report.id, RANGE)).json().rows).not.toEqual(explicit.rows);
    expect((await run(DEMO.admin, report.id, { asSaved: 'yes' })).statusCode).toBe(400);
  });

  it('leaves out a saved hospital the viewing user does not see, rather than refusing the report', async () => {
    const notOwn = northwind.hospitals.find((h) => !localAdminHospitals.includes(h.id))!;
    const report = await saveReport(t, DEMO.admin, { filters: { ...RANGE, hospitalId: notOwn.id, unit: 'ICU' }, shared: true });
    const opened = await run(DEMO.localAdmin, report.id, { asSaved: 'true' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().savedFilters).toEqual({ ...RANGE, unit: 'ICU' });
    expect((await run(DEMO.admin, report.id, { asSaved: 'true' })).json().savedFilters.hospitalId).toBe(notOwn.id);
  });
});
