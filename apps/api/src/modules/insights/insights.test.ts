import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { downloadInsightReport, getInsightReports, ReportResult, runInsightReport } from '@portal/domain/api/insights';
import { REPORT_DEFINITIONS } from '@portal/domain/insights/report-definitions';
import { callAs } from '../../test-support/call-as';
import { rowsOf } from '../../test-support/demo-records';
import { pdfText } from '../../test-support/pdf-text';
import { exportedRows } from '../../test-support/read-export';
import { DEMO } from '../../test-support/test-app';
import { useInsightTestApp } from './insights.test-kit';

const { t, northwind } = useInsightTestApp();

const run = async (reportId: string, query: Record<string, string> = {}) => {
  const res = await callAs(t, DEMO.admin, runInsightReport, undefined, { params: { reportId }, query });
  expect(res.statusCode, res.body).toBe(200);
  return ReportResult.parse(res.json());
};

const total = (result: ReportResult, columnId: string) => {
  const index = result.columns.findIndex((column) => column.id === columnId);
  return result.rows.reduce((sum, row) => sum + Number(row[index] ?? 0), 0);
};

describe('the insights catalogue', () => {
  it('lists the whole catalogue to a Client Admin', async () => {
    const res = await callAs(t, DEMO.admin, getInsightReports);
    expect(res.json().reports.map((r: { id: string }) => r.id)).toEqual(REPORT_DEFINITIONS.map((r) => r.id));
  });

  it.each(REPORT_DEFINITIONS.map((r) => r.id))('computes %s over the demo data with its declared columns', async (reportId) => {
    const result = await run(reportId);
    const report = REPORT_DEFINITIONS.find((r) => r.id === reportId)!;
    expect(result.columns.map((c) => c.id)).toEqual([...report.dimensions, ...report.measures]);
    expect(result.rows.length).toBeGreaterThan(0);
    expect(result.truncated).toBe(false);
  });
});

describe('report results', () => {
  it('counts the headcount of one hospital and month as the assignments running in it', async () => {
    const hospital = northwind.hospitals[0]!;
    const result = await run('headcount-by-hospital-unit', { hospitalId: hospital.id, from: '2020-01-01', to: '2030-12-31' });
    const month = result.rows[0]![0] as string;
    const inMonth = result.rows.filter((row) => row[0] === month).reduce((sum, row) => sum + Number(row[3]), 0);
    const [expected] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from deals where hospital_id = ${hospital.id} and stage = 'assignment'
            and status not in ('Assignment Cancelled', 'Accepted/No Start')
            and start_date < (${`${month}-01`}::date + interval '1 month') and end_date >= ${`${month}-01`}::date`,
    );
    expect(inMonth).toBe(expected!.n);
    expect(result.rows.every((row) => row[1] === hospital.name)).toBe(true);
  });

  it('counts the starts of the window as the assignments starting in it', async () => {
    const result = await run('starts-stops-by-week', { from: '2026-01-01', to: '2027-06-30' });
    const [expected] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from deals where network_id = ${northwind.id} and stage = 'assignment'
            and status not in ('Assignment Cancelled', 'Accepted/No Start') and start_date between '2026-01-01' and '2027-06-30'`,
    );
    expect(total(result, 'starts')).toBe(expected!.n);
  });

  it('sums the spend of the invoice lines of the window', async () => {
    const result = await run('spend-and-bill-rate', { from: '2024-01-01', to: '2030-12-31' });
    const [expected] = await rowsOf<{ cents: number }>(
      t,
      sql`select sum(il.amount_cents)::float8 as cents from invoice_lines il join invoices i on i.id = il.invoice_id
          where i.network_id = ${northwind.id} and i.invoice_date between '2024-01-01' and '2030-12-31'`,
    );
    expect(Math.round(total(result, 'spend') * 100)).toBe(expected!.cents);
  });

  it('narrows by unit and title, and answers the default window it computed', async () => {
    const all = await run('headcount-by-hospital-unit');
    expect(all.from).toMatch(/^\d{4}-\d{2}-01$/);
    const unit = all.rows[0]![2] as string;
    const narrowed = await run('headcount-by-hospital-unit', { unit });
    expect(narrowed.rows.every((row) => row[2] === unit)).toBe(true);
    const byTitle = await run('time-to-fill-by-title', { title: 'no such title' });
    expect(byTitle.rows).toEqual([]);
  });
});

describe('decision times', () => {
  it('puts every first offer after its posting and every decision after its submission', async () => {
    const fill = await run('time-to-fill-by-title', { from: '2020-01-01', to: '2030-12-31' });
    expect(fill.rows.every((row) => row[1] === null || Number(row[1]) >= 0)).toBe(true);
    const review = await run('review-and-acceptance-by-hospital', { from: '2020-01-01', to: '2030-12-31' });
    expect(review.rows.every((row) => Number(row[1]) > 0)).toBe(true);
  });
});

describe('report downloads', () => {
  const body = { reportId: 'document-compliance-by-hospital', filters: {} };

  it('gives the rows the viewer shows as CSV and XLSX', async () => {
    const result = await run('document-compliance-by-hospital');
    const expected = [result.columns.map((c) => c.label), ...result.rows.map((row) => row.map((cell) => String(cell)))];
    for (const format of ['csv', 'xlsx'] as const) {
      const res = await callAs(t, DEMO.admin, downloadInsightReport, { ...body, format });
      expect(res.statusCode).toBe(200);
      expect(await exportedRows(res, format, 'DocumentCompliancebyHospital')).toEqual(expected);
    }
  });

  it('gives a PDF naming the report, its filters and its rows', async () => {
    const hospital = northwind.hospitals[0]!;
    const res = await callAs(t, DEMO.admin, downloadInsightReport, { ...body, format: 'pdf', filters: { hospitalId: hospital.id } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ClientPortal_DocumentCompliancebyHospital_\d{8}_\d{6}\.pdf"$/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Document Compliance by Hospital');
    expect(text).toContain(`Hospital: ${hospital.name}`);
    expect(text).toContain('Expiring soon');
  });
});
