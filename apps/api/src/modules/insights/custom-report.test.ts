import { describe, expect, it } from 'vitest';
import { callUrl } from '@portal/domain/api/call';
import { previewCustomReport, ReportResult } from '@portal/domain/api/insights';
import { FIELDS_BY_ID, GROUP_BY_TOO_LARGE, undeclaredField } from '@portal/domain/insights/custom-report';
import { callAs } from '../../test-support/call-as';
import { DEMO } from '../../test-support/test-app';
import { useInsightTestApp } from './insights.test-kit';

const { t, northwind, lakeside } = useInsightTestApp();

const SHAPE = { dataset: 'startsStops', dimensions: ['month', 'hospital'], measures: ['starts', 'stops'], chartType: 'bar' };

/** The MSP Admin passes every privilege check (SPEC.md §6); it acts in the network it names. */
const preview = (body: object, network = northwind.id) =>
  t.call(DEMO.mspAdmin, { method: 'POST', url: callUrl(previewCustomReport), headers: { 'hospital-network-id': network }, payload: body });

describe('the custom report preview', () => {
  // 401, and 403 to a General User: access/contract-access.test.ts.
  it("answers a Client Admin, who builds the network's custom reports", async () => {
    expect((await callAs(t, DEMO.admin, previewCustomReport, { shape: SHAPE, filters: {} })).statusCode).toBe(200);
  });

  it('computes a report built of declared fields, grouped as asked', async () => {
    const res = await preview({ shape: SHAPE, filters: { from: '2020-01-01', to: '2030-12-31' } });
    expect(res.statusCode, res.body).toBe(200);
    const result = ReportResult.parse(res.json());
    expect(result.columns.map((c) => c.id)).toEqual(['month', 'hospital', 'starts', 'stops']);
    expect(result.rows.length).toBeGreaterThan(0);
    const hospitals = new Set(result.rows.map((row) => row[1]));
    expect([...hospitals].every((name) => northwind.hospitals.some((h) => h.name === name))).toBe(true);
  });

  it("answers 404 for another network's hospital", async () => {
    expect((await preview({ shape: SHAPE, filters: { hospitalId: lakeside.hospitals[0]!.id } })).statusCode).toBe(404);
  });

  it.each([
    ['an undeclared field', { ...SHAPE, dimensions: ['salary'] }, undeclaredField('salary', 'dimension', 'Starts and stops')],
    ['a measure of another dataset', { ...SHAPE, measures: ['spend'] }, undeclaredField('spend', 'measure', 'Starts and stops')],
    ['a huge group-by', { ...SHAPE, dimensions: ['week', 'month', 'hospital', 'unit', 'title'] }, GROUP_BY_TOO_LARGE],
    ['a SQL fragment', { ...SHAPE, dimensions: ['hospital) from users; --'] }, FIELDS_BY_ID],
    ['an undeclared dataset', { ...SHAPE, dataset: 'users' }, 'dataset'],
  ])('refuses %s with 400 and its message', async (_, shape, message) => {
    const res = await preview({ shape, filters: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
