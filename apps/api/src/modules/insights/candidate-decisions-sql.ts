import { sql, type SQL } from 'drizzle-orm';
import type { ReportScope } from './report-scope';
import { fromDayAndMonthTotals, totalsScope } from './rollup-window';

/**
 * The candidate decisions dataset's rows: sums of decided deals by the UTC day or month of their
 * decision, kept by migration 0020's triggers, never the deals one by one (a large network decides
 * hundreds of thousands a year). The measures add the sums up.
 */
export const candidateDecisionsSource = (scope: ReportScope): SQL =>
  fromDayAndMonthTotals(
    scope,
    (from, until) => sql`
      select t.day as period, t.hospital_id, u.name as unit, t.title, t.decided, t.review_seconds, t.offers, t.accepted
      from deal_decision_day_totals t join units u on u.id = t.unit_id
      where ${totalsScope(scope)} and t.day >= ${from}::date and t.day < ${until}::date and t.decided > 0`,
    (start, end) => sql`
      select t.month as period, t.hospital_id, u.name as unit, t.title, t.decided, t.review_seconds, t.offers, t.accepted
      from deal_decision_month_totals t join units u on u.id = t.unit_id
      where ${totalsScope(scope)} and t.month >= ${start}::date and t.month < ${end}::date and t.decided > 0`,
  );
