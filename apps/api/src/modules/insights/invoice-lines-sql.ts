import { sql, type SQL } from 'drizzle-orm';
import { allOf } from '../../lib/sql-helpers';
import { scopeConditions, type ReportScope } from './report-scope';

const DAY_MS = 86_400_000;
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const firstOfNextMonth = (isoDay: string) => {
  const date = new Date(day(isoDay));
  return iso(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
};

/**
 * The whole months of a window, [start, end) with `end` exclusive, and the days before and after
 * them; no whole month when the window does not cover one.
 */
export const wholeMonths = (from: string, to: string): { start: string; end: string } | null => {
  const start = from.endsWith('-01') ? from : firstOfNextMonth(from);
  const afterTo = iso(day(to) + DAY_MS);
  const end = afterTo.endsWith('-01') ? afterTo : `${to.slice(0, 8)}01`;
  return start < end ? { start, end } : null;
};

const totalsScope = (scope: ReportScope) =>
  allOf(scopeConditions(scope, { network: sql`t.network_id`, hospital: sql`t.hospital_id`, unit: sql`t.unit`, title: sql`t.title` }));

/** The days' totals kept by migration 0019's triggers, from `from` to before `until`. */
const dayTotals = (scope: ReportScope, from: string, until: string): SQL => sql`
  select t.day as period, t.hospital_id, t.unit, t.title, t.amount_cents, t.hours, t.rate_hours
  from invoice_line_day_totals t
  where ${totalsScope(scope)} and t.day >= ${from}::date and t.day < ${until}::date and t.lines > 0`;

/** The months' totals, from `start` to before `end`. */
const monthTotals = (scope: ReportScope, start: string, end: string): SQL => sql`
  select t.month as period, t.hospital_id, t.unit, t.title, t.amount_cents, t.hours, t.rate_hours
  from invoice_line_month_totals t
  where ${totalsScope(scope)} and t.month >= ${start}::date and t.month < ${end}::date and t.lines > 0`;

/**
 * The spend dataset's rows: the whole months of the window from their totals, the days of a month
 * the window covers in part from the days' totals, never the lines one by one. Rows carry sums, so
 * the measures add them up; integers and numerics add exactly, so the figures equal the lines'.
 */
export const invoiceLinesSource = (scope: ReportScope): SQL => {
  const afterTo = iso(day(scope.to) + DAY_MS);
  const months = wholeMonths(scope.from, scope.to);
  if (!months) return dayTotals(scope, scope.from, afterTo);
  const parts = [
    ...(scope.from < months.start ? [dayTotals(scope, scope.from, months.start)] : []),
    monthTotals(scope, months.start, months.end),
    ...(months.end < afterTo ? [dayTotals(scope, months.end, afterTo)] : []),
  ];
  return sql.join(parts, sql` union all `);
};
