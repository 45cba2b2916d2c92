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

/**
 * The scope's conditions on a totals table (alias `t`) joined to its units (alias `u`). Totals are
 * keyed by unit id (a renamed unit moves no totals), so the unit filter and grouping read the unit's
 * name through the join: a few thousand units, one probe per totals row.
 */
export const totalsScope = (scope: ReportScope): SQL =>
  allOf(scopeConditions(scope, { network: sql`t.network_id`, hospital: sql`t.hospital_id`, unit: sql`u.name`, title: sql`t.title` }));

/** Reads a dataset's totals table of days or of months from `from` to before `until` (yyyy-mm-dd). */
export type TotalsReader = (from: string, until: string) => SQL;

/**
 * A dataset's rows from totals kept by triggers: the whole months of the window from the months'
 * totals, the days of a month the window covers in part from the days' totals. A month's rows carry
 * the month's first day as their period, so only datasets grouped by month (never by week) read them.
 */
export const fromDayAndMonthTotals = (scope: ReportScope, days: TotalsReader, months: TotalsReader): SQL => {
  const afterTo = iso(day(scope.to) + DAY_MS);
  const whole = wholeMonths(scope.from, scope.to);
  if (!whole) return days(scope.from, afterTo);
  const parts = [
    ...(scope.from < whole.start ? [days(scope.from, whole.start)] : []),
    months(whole.start, whole.end),
    ...(whole.end < afterTo ? [days(whole.end, afterTo)] : []),
  ];
  return sql.join(parts, sql` union all `);
};
