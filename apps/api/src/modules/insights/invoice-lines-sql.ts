import { sql, type SQL } from 'drizzle-orm';
import { allOf } from '../../lib/sql-helpers';
import { scopeConditions, type ReportScope } from './report-scope';
import { fromDayAndMonthTotals } from './rollup-window';

const totalsScope = (scope: ReportScope) =>
  allOf(scopeConditions(scope, { network: sql`t.network_id`, hospital: sql`t.hospital_id`, unit: sql`t.unit`, title: sql`t.title` }));

/**
 * The spend dataset's rows: sums of invoice lines kept by migration 0019's triggers, never the
 * lines one by one. Rows carry sums, so the measures add them up; integers and numerics add
 * exactly, so the figures equal the lines'.
 */
export const invoiceLinesSource = (scope: ReportScope): SQL =>
  fromDayAndMonthTotals(
    scope,
    (from, until) => sql`
      select t.day as period, t.hospital_id, t.unit, t.title, t.amount_cents, t.hours, t.rate_hours
      from invoice_line_day_totals t
      where ${totalsScope(scope)} and t.day >= ${from}::date and t.day < ${until}::date and t.lines > 0`,
    (start, end) => sql`
      select t.month as period, t.hospital_id, t.unit, t.title, t.amount_cents, t.hours, t.rate_hours
      from invoice_line_month_totals t
      where ${totalsScope(scope)} and t.month >= ${start}::date and t.month < ${end}::date and t.lines > 0`,
  );
