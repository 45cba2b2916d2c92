import { sql, type SQL } from 'drizzle-orm';
import { allOf } from '../../lib/sql-helpers';
import { scopeConditions, type ReportScope } from './report-scope';
import { fromDayAndMonthTotals, totalsScope } from './rollup-window';

/** The interview columns of a decisions row: none. */
const NO_INTERVIEW = sql`0 as interviews, null::float8 as to_interview_seconds, null::float8 as to_decision_seconds`;
/** The decision columns of an interview row: none. */
const NO_DECISION = sql`0 as decided, 0::numeric as review_seconds, 0 as offers, 0 as accepted`;

/**
 * Interviews asked for in the window, one row each, by the UTC day of the request
 * (docs/decisions/0147-interview-times-in-review-report.md): the seconds from the candidate's
 * submission, as the review clock had it then, to the request; and for the last interview held
 * before the candidate was offered or declined, the seconds from its time to that decision. A few
 * per candidate at most, read by `interviews_network_created_idx`, so no totals are kept.
 */
export const interviewRows = (scope: ReportScope): SQL => sql`
  select i.created_at::date as period, i.hospital_id, u.name as unit, d.title, ${NO_DECISION}, 1 as interviews,
         extract(epoch from i.created_at - i.review_started_at)::float8 as to_interview_seconds,
         case when i.status = 'Held' and d.decided_at >= i.confirmed_start
                   and not exists (select 1 from interviews later where later.deal_id = i.deal_id and later.status = 'Held'
                                     and later.confirmed_start > i.confirmed_start and later.confirmed_start <= d.decided_at)
              then extract(epoch from d.decided_at - i.confirmed_start)::float8 end as to_decision_seconds
  from interviews i join deals d on d.id = i.deal_id join units u on u.id = d.unit_id
  where ${allOf(scopeConditions(scope, { network: sql`i.network_id`, hospital: sql`i.hospital_id`, unit: sql`u.name`, title: sql`d.title` }))}
    and i.created_at >= ${scope.from}::timestamptz and i.created_at < ${scope.to}::timestamptz + interval '1 day'`;

/**
 * The candidate decisions dataset's rows: sums of decided deals by the UTC day or month of their
 * decision, kept by migration 0020's triggers, never the deals one by one (a large network decides
 * hundreds of thousands a year), and the window's interviews. The measures add the sums up.
 */
export const candidateDecisionsSource = (scope: ReportScope): SQL => sql`
  ${fromDayAndMonthTotals(
    scope,
    (from, until) => sql`
      select t.day as period, t.hospital_id, u.name as unit, t.title, t.decided, t.review_seconds, t.offers, t.accepted, ${NO_INTERVIEW}
      from deal_decision_day_totals t join units u on u.id = t.unit_id
      where ${totalsScope(scope)} and t.day >= ${from}::date and t.day < ${until}::date and t.decided > 0`,
    (start, end) => sql`
      select t.month as period, t.hospital_id, u.name as unit, t.title, t.decided, t.review_seconds, t.offers, t.accepted, ${NO_INTERVIEW}
      from deal_decision_month_totals t join units u on u.id = t.unit_id
      where ${totalsScope(scope)} and t.month >= ${start}::date and t.month < ${end}::date and t.decided > 0`,
  )}
  union all ${interviewRows(scope)}`;
