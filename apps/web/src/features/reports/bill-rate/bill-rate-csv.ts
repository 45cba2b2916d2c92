import type { BillRateRow } from '@portal/domain/api/reports';
import { BILL_RATE_HEADERS } from './bill-rate-table';

/** A spreadsheet runs a cell starting with one of these as a formula: such a cell is written as text (DESIGN.md, Exports). */
const FORMULA_START = /^[=+\-@\t\r]/;

const cell = (value: string | number) => {
  const text = typeof value === 'number' ? value.toFixed(2).replace(/\.00$/, '') : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * The report as CSV, built from the rows on screen: the report is one small aggregate the page
 * already holds (a row per title, unit and state), so no export call of its own (docs/decisions/0054-financial-and-bill-rate-reports.md).
 */
export const billRateCsv = (rows: readonly BillRateRow[]): Blob => {
  const lines = [
    BILL_RATE_HEADERS.join(','),
    ...rows.map((row) => [row.title, row.unit, row.state, row.jobs, row.minRate, row.averageRate, row.maxRate].map(cell).join(',')),
  ];
  return new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
};
