import { sql, type SQL } from 'drizzle-orm';
import type { DatasetId } from '@portal/domain/insights/insight-datasets';
import { allOf } from '../../lib/sql-helpers';
import { candidateDecisionsSource } from './candidate-decisions-sql';
import { clinicianEvaluationsSql } from './clinician-evaluations-sql';
import { invoiceLinesSource } from './invoice-lines-sql';
import { averageHours, rate } from './measure-sql';
import { scopeConditions, type ReportScope } from './report-scope';
import { totalsScope } from './rollup-window';
import { timecardWeeksSql } from './timecard-weeks-sql';

/**
 * The SQL of each dataset of `INSIGHT_DATASETS`: a source of rows (`period`, `hospital_id`, `unit`,
 * `title` and what its measures read), already bounded by the scope, and each measure as an
 * aggregate over those rows (alias `s`). Dimensions are shared (`dimension-sql.ts`).
 */
export interface DatasetSql {
  source(scope: ReportScope): SQL;
  measures: Record<string, SQL>;
}

/** Assignments that were or will be worked: cancelled ones and accepted offers that never started are left out. */
const WORKED = sql`d.stage = 'assignment' and d.status not in ('Assignment Cancelled', 'Accepted/No Start')`;
/*
 * Timestamps are compared with timestamptz constants, never with dates: under row-level security
 * PostgreSQL uses an index only for leakproof conditions, and a date-to-timestamptz cast is not one.
 */

/**
 * A deal that got an offer: offered or approved candidates and every assignment (an accepted offer).
 * Migration 0020's deal_decision_totals_add counts the candidate decisions report's offers by the same condition.
 */
const OFFERED = sql`(d.stage = 'assignment' or d.status in ('Offered', 'Approved'))`;

const DEAL_COLUMNS = { network: sql`d.network_id`, hospital: sql`d.hospital_id`, unit: sql`u.name`, title: sql`d.title` };

const dealScope = (scope: ReportScope): SQL => allOf(scopeConditions(scope, DEAL_COLUMNS));


/** The interview rows' measures: a decisions row has no interview and null seconds, which avg() leaves out. */
export const INTERVIEW_MEASURES = {
  interviews: sql`coalesce(sum(s.interviews), 0)::int`,
  hoursToInterview: averageHours(sql`s.to_interview_seconds`),
  interviewToDecisionHours: averageHours(sql`s.to_decision_seconds`),
};

export const DATASET_SQL: Record<DatasetId, DatasetSql> = {
  assignmentMonths: {
    // Deals running over the same months of the window with the same hospital, unit and title are
    // counted once per group before the months are laid out, so the months expanded are a few per
    // group rather than a few per assignment; each month's count is the same as one row per deal.
    source: (scope) => sql`
      select m.month::date as period, g.hospital_id, g.unit, g.title, g.deals
      from (select d.hospital_id, u.name as unit, d.title, count(*) as deals,
                   date_trunc('month', greatest(d.start_date, ${scope.from}::date)) as first_month,
                   date_trunc('month', least(d.end_date, ${scope.to}::date)) as last_month
            from deals d join units u on u.id = d.unit_id
            where ${dealScope(scope)} and ${WORKED} and d.start_date <= ${scope.to}::date and d.end_date >= ${scope.from}::date
            group by d.hospital_id, u.name, d.title, first_month, last_month) g
      cross join lateral generate_series(g.first_month, g.last_month, interval '1 month') as m(month)`,
    // A group runs in each month from its first to its last: summed per month, that is the month's headcount.
    measures: { headcount: sql`coalesce(sum(s.deals), 0)::int` },
  },
  startsStops: {
    // Worked assignments counted by start and end day, kept by migration 0022's triggers with the
    // same condition as WORKED: a few hundred rows a day in the largest network, not every assignment.
    source: (scope) => sql`
      select t.day as period, t.hospital_id, u.name as unit, t.title, t.starts, t.stops
      from deal_start_stop_day_totals t join units u on u.id = t.unit_id
      where ${totalsScope(scope)} and t.day between ${scope.from}::date and ${scope.to}::date and (t.starts, t.stops) <> (0, 0)`,
    measures: { starts: sql`sum(s.starts)::int`, stops: sql`sum(s.stops)::int` },
  },
  jobFills: {
    source: (scope) => sql`
      select j.created_at::date as period, j.hospital_id, u.name as unit, t.name as title,
             extract(epoch from o.first_offer - j.created_at) / 86400 as days_to_offer
      from job_postings j join units u on u.id = j.unit_id join titles t on t.id = j.title_id
      left join lateral (select min(d.decided_at) as first_offer from deals d where d.job_id = j.id and ${OFFERED}) o on true
      where ${allOf(scopeConditions(scope, { network: sql`j.network_id`, hospital: sql`j.hospital_id`, unit: sql`u.name`, title: sql`t.name` }))}
        and j.created_at >= ${scope.from}::timestamptz and j.created_at < ${scope.to}::timestamptz + interval '1 day'`,
    measures: {
      postings: sql`count(*)::int`,
      offered: sql`count(s.days_to_offer)::int`,
      daysToFill: sql`round(avg(s.days_to_offer)::numeric, 1)::float8`,
    },
  },
  candidateDecisions: {
    source: candidateDecisionsSource,
    // Sums of the totals' sums: the same counts as one row per decided deal, and the average review
    // time as their total over their count, rounded as avg() of the hours was.
    measures: {
      decided: sql`coalesce(sum(s.decided), 0)::int`,
      reviewHours: sql`round(sum(s.review_seconds) / (3600 * nullif(sum(s.decided), 0)), 1)::float8`,
      offers: sql`coalesce(sum(s.offers), 0)::int`,
      accepted: sql`coalesce(sum(s.accepted), 0)::int`,
      acceptanceRate: rate(sql`sum(s.accepted)`, sql`sum(s.offers)`),
      ...INTERVIEW_MEASURES,
    },
  },
  assignmentEnds: {
    source: (scope) => sql`
      select d.end_date as period, d.hospital_id, u.name as unit, d.title,
             exists (select 1 from extension_requests er where er.deal_id = d.id) as extended
      from deals d join units u on u.id = d.unit_id
      where ${dealScope(scope)} and ${WORKED} and d.end_date between ${scope.from}::date and ${scope.to}::date`,
    measures: {
      ending: sql`count(*)::int`,
      extended: sql`count(*) filter (where s.extended)::int`,
      extensionRate: rate(sql`count(*) filter (where s.extended)`, sql`count(*)`),
    },
  },
  invoiceLines: {
    source: invoiceLinesSource,
    measures: {
      spend: sql`round(sum(s.amount_cents) / 100.0, 2)::float8`,
      hours: sql`round(sum(s.hours), 2)::float8`,
      billRate: sql`round(sum(s.rate_hours) / nullif(sum(s.hours), 0) / 100.0, 2)::float8`,
    },
  },
  timecardWeeks: timecardWeeksSql,
  clinicianEvaluations: clinicianEvaluationsSql,
  complianceDocuments: {
    source: (scope) => sql`
      select null::date as period, d.hospital_id, u.name as unit, d.title,
             case when doc.status = 'Pending' then 'pending'
                  when doc.status = 'Expired' or doc.expiration_date < current_date then 'expired'
                  when doc.secondary_status = 'ExpiringSoon' or doc.expiration_date < current_date + 30 then 'expiring'
                  else 'completed' end as state
      from documents doc join deals d on d.id = doc.deal_id join units u on u.id = d.unit_id
      where ${dealScope(scope)} and d.stage = 'assignment' and d.status in ('Assigned', 'On Assignment', 'Extension Offered')
        and doc.kind = 'compliance' and doc.parent_id is null`,
    measures: {
      completed: sql`count(*) filter (where s.state = 'completed')::int`,
      expiring: sql`count(*) filter (where s.state = 'expiring')::int`,
      expired: sql`count(*) filter (where s.state = 'expired')::int`,
      pending: sql`count(*) filter (where s.state = 'pending')::int`,
    },
  },
};

/** How each dimension is read from a source's rows (`s`) and the hospital joined to them (`h`). */
export const DIMENSION_SQL: Record<string, SQL> = {
  month: sql`to_char(s.period, 'YYYY-MM')`,
  week: sql`to_char(date_trunc('week', s.period)::date, 'YYYY-MM-DD')`,
  hospital: sql`h.name`,
  unit: sql`s.unit`,
  title: sql`s.title`,
};
