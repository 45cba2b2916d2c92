import { sql, type SQL } from 'drizzle-orm';
import { allows, type AccessSubject } from '@portal/domain/access/access-rule';
import { DECIDING_RULES } from '@portal/domain/api/decisions';
import { DECISION_KINDS, QUEUED_CANDIDATE_STATUSES, type DecisionKind } from '@portal/domain/decisions/decision-rules';
import {
  EVALUATED_STATUSES,
  EVALUATION_CLOSES_DAYS_AFTER_END,
  EVALUATION_DUE_DAYS_AFTER_END,
  EVALUATION_OPENS_DAYS_BEFORE_END,
} from '@portal/domain/evaluations/evaluation-rules';
import { JOB_ADMIN_TYPES } from '@portal/domain/jobs/job-rules';
import { PENDING_TIMECARD_STATUSES } from '@portal/domain/timecards/timecard-rules';
import type { Visibility } from '../../context/visibility';
import { typePassesRule } from '../../lib/access-sql';
import { oneOf } from '../../lib/sql-helpers';

/** Who asks: the user, what they may do, what they see. */
export interface DecisionMaker {
  userId: string;
  access: AccessSubject;
  visibility: Visibility;
}

/** Whether the caller may make at least one decision of each kind: the privileges of the item's own calls. */
export const kindsDecidable = (access: AccessSubject): Record<DecisionKind, boolean> =>
  Object.fromEntries(DECISION_KINDS.map((kind) => [kind, DECIDING_RULES[kind].some((rule) => allows(access, rule))])) as Record<DecisionKind, boolean>;

const visibleHospital = (column: SQL, visibility: Visibility): SQL[] =>
  visibility.seesEveryHospital ? [] : [oneOf(column, visibility.hospitalIds)];

const where = (conditions: SQL[]): SQL => sql.join(conditions, sql` and `);

/**
 * Jobs `j` waiting for the caller's approval, as `jobActions` allows them: not their own, and they are
 * one of its designated approvers still marked as a job approver, or an admin.
 */
export const waitingJobs = (maker: DecisionMaker): SQL =>
  where([
    sql`j.network_id = ${maker.visibility.networkId}`,
    sql`j.posting_status = 'Pending Approval'`,
    ...visibleHospital(sql`j.hospital_id`, maker.visibility),
    sql`j.created_by is distinct from ${maker.userId}::uuid`,
    (JOB_ADMIN_TYPES as readonly string[]).includes(maker.access.userType ?? '')
      ? sql`true`
      : sql`exists (select 1 from job_approvers a join users au on au.id = a.user_id
                    where a.job_id = j.id and a.user_id = ${maker.userId}::uuid and au.is_job_approver)`,
  ]);

/** Candidates `d` of the caller's hospitals ready for review (their review clock runs). */
export const waitingCandidates = (maker: DecisionMaker): SQL =>
  where([sql`d.network_id = ${maker.visibility.networkId}`, sql`d.stage = 'candidate'`, oneOf(sql`d.status`, QUEUED_CANDIDATE_STATUSES), ...visibleHospital(sql`d.hospital_id`, maker.visibility)]);

/** Assignments `d` of the caller's hospitals whose extension offer waits for the hospital's answer. */
export const waitingExtensions = (maker: DecisionMaker): SQL =>
  where([
    sql`d.network_id = ${maker.visibility.networkId}`,
    sql`d.stage = 'assignment'`,
    sql`d.status = 'Extension Offered'`,
    ...visibleHospital(sql`d.hospital_id`, maker.visibility),
  ]);

/**
 * The assignment `d` (or `x`)'s evaluation waits for `user` unless its Unit Manager is named after another
 * active user of the network who may evaluate: then it waits for that manager alone
 * (docs/decisions/0135-evaluation-due-in-my-decisions.md). Unit managers are names (SPEC.md §3), so
 * the name is the link. The assignment is named only in the WHERE, so PostgreSQL plans an anti-join
 * that matches names once per statement: correlated inside the join, it matched them again for
 * every assignment (7 s for 5,500 at the large seed).
 */
export const responsibleForEvaluation = (user: SQL, deal: 'd' | 'x' = 'd'): SQL =>
  sql`not exists (select 1 from unit_managers um
      join users mu on mu.network_id = um.network_id and mu.is_active
        and lower(mu.first_name || ' ' || mu.last_name) = lower(um.name)
      where um.id = ${sql.raw(deal)}.unit_manager_id and mu.id <> ${user}
        and ${typePassesRule(sql`mu.user_type_id`, { privileges: ['EvaluateClinicians'] })})`;

/** The statuses as written in deals_evaluation_window_idx's predicate: parameters would keep a generic plan off that index. */
const evaluatedStatus = sql.raw(`d.status in (${EVALUATED_STATUSES.map((status) => `'${status}'`).join(', ')})`);

/**
 * Worked assignments `d` inside their evaluation window today, of any network (the alert sweep) or
 * one. Nearly every assignment in the window is still to be evaluated, so the evaluation is probed
 * per assignment (`offset 0` keeps the probe a subplan): an anti-join hashed all of the network's
 * evaluations first, 36 of a 52 ms count at the large seed (docs/decisions/0166).
 */
export const inEvaluationWindow = (): SQL =>
  sql`d.stage = 'assignment' and ${evaluatedStatus}
    and d.end_date between current_date - ${EVALUATION_CLOSES_DAYS_AFTER_END}::int and current_date + ${EVALUATION_OPENS_DAYS_BEFORE_END}::int
    and not exists (select 1 from clinician_evaluations e where e.deal_id = d.id offset 0)`;

/** Assignments `d` of the caller's hospitals that end soon or ended lately, with no evaluation, for which the caller is responsible. */
export const waitingEvaluations = (maker: DecisionMaker): SQL =>
  where([
    sql`d.network_id = ${maker.visibility.networkId}`,
    inEvaluationWindow(),
    ...visibleHospital(sql`d.hospital_id`, maker.visibility),
    responsibleForEvaluation(sql`${maker.userId}::uuid`),
  ]);
/** Weeks `t` of the caller's hospitals waiting for approval (Submitted or Adjusted), when the network has timecards. */
export const waitingTimecards = (maker: DecisionMaker): SQL | null =>
  maker.access.flags.timecards
    ? where([sql`t.network_id = ${maker.visibility.networkId}`, oneOf(sql`t.status`, PENDING_TIMECARD_STATUSES), ...visibleHospital(sql`t.hospital_id`, maker.visibility)])
    : null;

/** The network's clocks, as intervals: uncorrelated subqueries, which PostgreSQL runs once per statement. */
export const networkClock = (networkId: string, column: 'job_approval_hours' | 'candidate_review_hours' | 'extension_reply_days'): SQL => {
  const unit = column === 'extension_reply_days' ? sql.raw('days') : sql.raw('hours');
  return sql`(select make_interval(${unit} => n.${sql.raw(column)}::int) from networks n where n.id = ${networkId})`;
};

/** The due time of each kind, over the alias its conditions use. */
export const dueTimes = (networkId: string) => ({
  job: sql`j.created_at + ${networkClock(networkId, 'job_approval_hours')}`,
  candidate: sql`d.submitted_at + ${networkClock(networkId, 'candidate_review_hours')}`,
  // An extension is due a number of days before the assignment ends, at the start of that day (UTC).
  extension: sql`(d.end_date::timestamp at time zone 'UTC') - ${networkClock(networkId, 'extension_reply_days')}`,
  // An evaluation is due at the start (UTC) of the day a week after the assignment's end.
  evaluation: sql`(d.end_date::timestamp at time zone 'UTC') + ${EVALUATION_DUE_DAYS_AFTER_END} * interval '1 day'`,
  // Two business days after submission, kept on the week (docs/decisions/0143-timecard-due-time.md).
  timecard: sql`t.due_at`,
});

/**
 * Past due, with the column alone on one side, so a count reads it from the index the kind's
 * conditions use rather than computing each row's due time.
 */
export const overdueConditions = (networkId: string) => ({
  job: sql`j.created_at < now() - ${networkClock(networkId, 'job_approval_hours')}`,
  candidate: sql`d.submitted_at < now() - ${networkClock(networkId, 'candidate_review_hours')}`,
  extension: sql`(d.end_date::timestamp at time zone 'UTC') < now() + ${networkClock(networkId, 'extension_reply_days')}`,
  evaluation: sql`(d.end_date::timestamp at time zone 'UTC') < now() - ${EVALUATION_DUE_DAYS_AFTER_END} * interval '1 day'`,
  timecard: sql`t.due_at < now()`,
});
