import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BillRateRow,
  exportFinancialDetailReport,
  exportFinancialSummaryReport,
  FinanceReportFilters,
  FinancialReport,
  getBillRateReport,
  getBillRateStates,
  getBillRateTitles,
  getBillRateUnits,
  getFinanceReportFilters,
  getFinancialReport,
  REPORT_CALLS,
} from '@portal/domain/api/reports';
import { callAs } from '../../test-support/call-as';
import { rowsOf } from '../../test-support/demo-records';
import { exportedRows } from '../../test-support/read-export';
import { DEMO } from '../../test-support/test-app';
import { useInvoiceTestApp } from '../../test-support/invoice-fixtures';

const { t, northwind, lakeside } = useInvoiceTestApp();

const wellFormed = (name: string) =>
  [
    { call: getFinancialReport, body: {} },
    { call: getFinanceReportFilters },
    { call: exportFinancialDetailReport, body: {} },
    { call: exportFinancialSummaryReport, body: {} },
    { call: getBillRateReport, query: {} },
    { call: getBillRateTitles },
    { call: getBillRateUnits },
    { call: getBillRateStates },
  ].find((request) => request.call.name === name)!;

const send = (email: string | null, name: string) => {
  const { call, body, ...address } = wellFormed(name);
  return callAs(t, email, call, body, address);
};

const NAMES = REPORT_CALLS.map((call) => call.name);

describe('access to the report calls', () => {
  // 401 and 403 without the privileges: access/contract-access.test.ts.
  it.each(NAMES)('%s answers Finance', async (name) => {
    expect((await send(DEMO.finance, name)).statusCode).toBe(200);
  });

  it('answers the bill-rate report in a network whose metrics flag is off (the flag hides the sidebar link only)', async () => {
    const res = await callAs(t, DEMO.lakeside, getBillRateReport, undefined, { query: {} });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('the financial report', () => {
  const report = async (body: object) => {
    const res = await callAs(t, DEMO.finance, getFinancialReport, body);
    expect(res.statusCode, res.body).toBe(200);
    return FinancialReport.parse(res.json());
  };

  it('sums the invoices of the two years by month and by facility and unit, to the same total', async () => {
    const result = await report({});
    const cents = northwind.invoices.reduce((sum, invoice) => sum + invoice.amountCents, 0);
    expect(result.total.invoices).toBe(northwind.invoices.length);
    expect(Math.round(result.total.amount * 100)).toBe(cents);
    const sum = (rows: { invoices: number }[]) => rows.reduce((n, row) => n + row.invoices, 0);
    expect(sum(result.byMonth)).toBe(northwind.invoices.length);
    expect(sum(result.byFacilityUnit)).toBe(northwind.invoices.length);
  });

  it('narrows by facility, month, unit and clinician name, and leaves out another network', async () => {
    const filters = FinanceReportFilters.parse((await callAs(t, DEMO.finance, getFinanceReportFilters)).json());
    expect(filters.facilities.map((f) => f.id)).toEqual(northwind.hospitalIds);
    expect(filters.months).toHaveLength(25);
    const facility = northwind.hospitalIds[0]!;
    expect((await report({ facilityIds: [facility] })).total.invoices).toBe(northwind.invoices.filter((i) => i.hospitalId === facility).length);
    const month = northwind.invoices[0]!.date.slice(0, 7);
    expect((await report({ months: [month] })).total.invoices).toBe(northwind.invoices.filter((i) => i.date.startsWith(month)).length);
    const surname = northwind.invoices[0]!.name.split(' ')[1]!;
    const named = await report({ travelerName: surname.toLowerCase() });
    expect(named.total.invoices).toBe(northwind.invoices.filter((i) => i.name.split(' ')[1] === surname).length);
    const [unit] = await rowsOf<{ unit: string }>(t, sql`select unit from invoices where network_id = ${northwind.networkId} limit 1`);
    expect((await report({ units: [unit!.unit] })).byFacilityUnit.every((row) => row.unit === unit!.unit)).toBe(true);
    expect((await report({ facilityIds: lakeside.hospitalIds })).total.invoices).toBe(0);
  });

  it('reads the same figures from the monthly totals as from the invoices, and they follow a payment', async () => {
    const wholeMonths = await report({});
    const firstDay = `${wholeMonths.byMonth[0]!.month}-01`;
    // A start on the 1st reads the totals; one a day earlier scans the invoices (none falls on that day).
    const scanned = await report({ startDate: new Date(Date.parse(firstDay) - 86_400_000).toISOString().slice(0, 10) });
    expect(scanned).toEqual(wholeMonths);
    const unpaid = northwind.invoices.find((i) => !i.paid)!;
    const [row] = await rowsOf<{ balance: number }>(t, sql`select balance_cents::float8 as balance from invoices where id = ${unpaid.id}`);
    await t.database.db.execute(sql`update invoices set paid = true, balance_cents = 0 where id = ${unpaid.id}`);
    const paid = await report({});
    expect(Math.round((wholeMonths.total.balance - paid.total.balance) * 100)).toBe(row!.balance);
    expect(paid.total.invoices).toBe(wholeMonths.total.invoices);
  });

  it('refuses a start after the end', async () => {
    const res = await callAs(t, DEMO.finance, getFinancialReport, { startDate: '2026-02-01', endDate: '2026-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('The start date must not be after the end date');
  });

  it.each(['csv', 'xlsx'] as const)('exports the detail (a row per line) and the summary as %s', async (format) => {
    const detail = await exportedRows(await callAs(t, DEMO.finance, exportFinancialDetailReport, {}, { query: { format } }), format, 'FinancialDetailReport');
    expect(detail[0]).toContain('Work Order Rate');
    expect(detail.length - 1).toBe(northwind.invoices.length);
    expect(detail.some((row) => row.at(-2)!.includes('hours exceed the guaranteed'))).toBe(true);
    const summary = await exportedRows(await callAs(t, DEMO.finance, exportFinancialSummaryReport, {}, { query: { format } }), format, 'FinancialSummaryReport');
    expect(summary[0]).toEqual(['Month', 'Facility', 'Unit', 'Invoices', 'Amount', 'Balance Due']);
    expect(summary.slice(1).reduce((n, row) => n + Number(row[3]), 0)).toBe(northwind.invoices.length);
  });
});

describe('the bill-rate report', () => {
  it('gives the lowest, average and highest bill rate by title, unit and state, filtered by each', async () => {
    const all = BillRateRow.array().parse((await callAs(t, DEMO.admin, getBillRateReport, undefined, { query: {} })).json());
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((row) => row.minRate <= row.averageRate && row.averageRate <= row.maxRate)).toBe(true);
    const titles = (await callAs(t, DEMO.admin, getBillRateTitles)).json() as string[];
    const states = (await callAs(t, DEMO.admin, getBillRateStates)).json() as string[];
    expect(titles).toEqual([...new Set(all.map((row) => row.title))].sort());
    const query = { titles: titles.slice(0, 2).join(','), states: states[0]! };
    const some = BillRateRow.array().parse((await callAs(t, DEMO.admin, getBillRateReport, undefined, { query })).json());
    expect(some.length).toBeGreaterThan(0);
    expect(some.every((row) => titles.slice(0, 2).includes(row.title) && row.state === states[0])).toBe(true);
  });

  it('refuses a filter value past its length', async () => {
    const res = await callAs(t, DEMO.admin, getBillRateReport, undefined, { query: { titles: 'x'.repeat(201) } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('titles values must be at most 200 characters');
  });
});
