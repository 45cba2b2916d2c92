import { sql, type SQL } from 'drizzle-orm';
import { DECIDING_RULES } from '@portal/domain/api/decisions';
import { REMINDER_LEAD_FRACTION, type DecisionKind } from '@portal/domain/decisions/decision-rules';
import { EVALUATION_DUE_DAYS_AFTER_END, EVALUATION_OPENS_DAYS_BEFORE_END } from '@portal/domain/evaluations/evaluation-rules';
import { DECISION_ALERT_ACTIONS } from '@portal/domain/history/history-labels';
import type { NotificationKind } from '@portal/domain/notifications/notification-kinds';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { typePassesRule } from '../../lib/access-sql';
import { startPeriodicSweep } from '../../lib/periodic-sweep';
import { firstRow } from '../../lib/sql-helpers';
import { CLIENT_ADMIN_TYPE_IDS, LOCAL_ADMIN_TYPE_IDS, responsibleLadder, seesHospital } from '../../lib/unit-followers';
import { inEvaluationWindow, responsibleForEvaluation } from './decision-conditions';

export type AlertStage = 'reminder' | 'escalation';

/** Most items one statement alerts about; the next sweep takes the rest. */
const BATCH = 200;
/** An escalation is for becoming overdue: an item overdue for longer before any sweep saw it is not escalated late. */
const ESCALATION_LOOKBACK = sql`interval '24 hours'`;


/** Each kind's waiting items `x` as the sweep reads them, across networks `n`: what to call it, its window and due time. */
interface KindSource {
  entity: string;
  /**
   * The kind's items whose due time may fall in (lo, hi], each with its window `span` (an interval)
   * and `due_at`: bounded on the column the kind's index holds, so a sweep reads only those.
   */
  from: (lo: SQL, hi: SQL) => SQL;
  /** Who may decide it, over `u` (an active user of the item's network) and `x`: as the queue lists it to them. */
  deciders: SQL;
  /** Who is responsible for it (docs/decisions/0131), an array over `x`: its designated approvers, or its unit's followers. */
  responsible: (deciders: SQL) => SQL;
  reminder: string;
  escalation: string;
}

const seesItsHospital = seesHospital(sql`x.hospital_id`);

/** The unit's followers who may decide, down 0130's ladder (its Client Admins, then everyone who may) when none does. */
/**
 * One level above the responsible people, for an escalation (docs/decisions/0131): the Local Admins
 * of the item's hospital, or the network's Client Admins when it has none.
 */
const ONE_LEVEL_UP = sql`coalesce(
  nullif(array(select u.id from user_hospitals uh join users u on u.id = uh.user_id
    where uh.hospital_id = x.hospital_id and u.is_active and u.user_type_id in ${LOCAL_ADMIN_TYPE_IDS}), '{}'),
  array(select u.id from users u where u.network_id = x.network_id and u.is_active and u.user_type_id in ${CLIENT_ADMIN_TYPE_IDS}))`;

const unitLadder = (deciders: SQL) => sql`(select ids from ${responsibleLadder(sql`x.network_id`, sql`select x.unit_id`, deciders)} l)`;

/** The user `u` holds the privileges of deciding an item of `kind` (DECIDING_RULES), and sees the item's hospital. */
const decidesKind = (kind: DecisionKind) =>
  sql`(${sql.join(DECIDING_RULES[kind].map((rule) => typePassesRule(sql`u.user_type_id`, rule)), sql` or `)}) and ${seesItsHospital}`;

const EVALUATION_DUE = sql`${EVALUATION_DUE_DAYS_AFTER_END} * interval '1 day'`;
const EVALUATION_SPAN = sql`${EVALUATION_OPENS_DAYS_BEFORE_END + EVALUATION_DUE_DAYS_AFTER_END} * interval '1 day'`;

const KINDS: Record<DecisionKind, KindSource> = {
  job: {
    entity: 'job_posting',
    from: (lo, hi) => sql`select j.id, j.network_id, j.hospital_id, j.unit_id, j.created_by, t.name as name, j.external_id as detail, h.name as hospital,
        null::uuid as deal_id, j.id::text as identifier, w.span, j.created_at + w.span as due_at
      from networks n cross join lateral (select make_interval(hours => n.job_approval_hours::int) as span) w
      join job_postings j on j.network_id = n.id and j.posting_status = 'Pending Approval'
        and j.created_at > ${lo} - w.span and j.created_at <= ${hi} - w.span
      join titles t on t.id = j.title_id join hospitals h on h.id = j.hospital_id`,
    // A job waits for its designated approvers: they are reminded, as the approval e-mail designated them.
    deciders: sql`${decidesKind('job')} and u.is_job_approver and x.created_by is distinct from u.id
      and exists (select 1 from job_approvers a where a.job_id = x.id and a.user_id = u.id)`,
    // Read from the job's approvers rather than every user of the network; with none who may, the ladder.
    responsible: (deciders) => sql`coalesce(nullif(array(select u.id from job_approvers a join users u on u.id = a.user_id
      where a.job_id = x.id and u.is_active and ${deciders}), '{}'), ${unitLadder(deciders)})`,
    reminder: 'Due soon: the job %s (%s, %s) waits for your approval.',
    escalation: 'Overdue: the job %s (%s, %s) still waits for approval.',
  },
  candidate: {
    entity: 'candidate',
    from: (lo, hi) => sql`select d.id, d.network_id, d.hospital_id, d.unit_id, null::uuid as created_by, c.first_name || ' ' || c.last_name as name,
        d.title as detail, h.name as hospital, d.id as deal_id, null::text as identifier, w.span, d.submitted_at + w.span as due_at
      from networks n cross join lateral (select make_interval(hours => n.candidate_review_hours::int) as span) w
      join deals d on d.network_id = n.id and d.stage = 'candidate' and d.status = 'Ready for Review'
        and d.submitted_at > ${lo} - w.span and d.submitted_at <= ${hi} - w.span
      join clinicians c on c.id = d.clinician_id join hospitals h on h.id = d.hospital_id`,
    deciders: decidesKind('candidate'),
    responsible: unitLadder,
    reminder: 'Due soon: the candidate %s (%s, %s) waits for your review.',
    escalation: 'Overdue: the candidate %s (%s, %s) still waits for review.',
  },
  extension: {
    entity: 'deal',
    // Due at the start (UTC) of the day `span` before the end date; the dates bound it, the outer query is exact.
    from: (lo, hi) => sql`select d.id, d.network_id, d.hospital_id, d.unit_id, null::uuid as created_by, c.first_name || ' ' || c.last_name as name,
        d.title as detail, h.name as hospital, d.id as deal_id, null::text as identifier, w.span,
        (d.end_date::timestamp at time zone 'UTC') - w.span as due_at
      from networks n cross join lateral (select make_interval(days => n.extension_reply_days::int) as span) w
      join deals d on d.network_id = n.id and d.stage = 'assignment' and d.status = 'Extension Offered'
        and d.end_date >= ((${lo} + w.span) at time zone 'UTC')::date and d.end_date <= ((${hi} + w.span) at time zone 'UTC')::date + 1
      join clinicians c on c.id = d.clinician_id join hospitals h on h.id = d.hospital_id`,
    deciders: decidesKind('extension'),
    responsible: unitLadder,
    reminder: 'Due soon: the extension offer of %s (%s, %s) waits for your answer.',
    escalation: 'Overdue: the extension offer of %s (%s, %s) still waits for an answer.',
  },
  evaluation: {
    entity: 'deal',
    // Due a week after the end date, its window from the evaluation's opening (issue 34); the dates bound it, the outer query is exact.
    from: (lo, hi) => sql`select d.id, d.network_id, d.hospital_id, d.unit_id, d.unit_manager_id, null::uuid as created_by, c.first_name || ' ' || c.last_name as name,
        d.title as detail, h.name as hospital, d.id as deal_id, null::text as identifier, ${EVALUATION_SPAN} as span,
        (d.end_date::timestamp at time zone 'UTC') + ${EVALUATION_DUE} as due_at
      from deals d
      join clinicians c on c.id = d.clinician_id join hospitals h on h.id = d.hospital_id
      where ${inEvaluationWindow()}
        and d.end_date >= ((${lo} - ${EVALUATION_DUE}) at time zone 'UTC')::date and d.end_date <= ((${hi} - ${EVALUATION_DUE}) at time zone 'UTC')::date + 1`,
    deciders: sql`${decidesKind('evaluation')} and ${responsibleForEvaluation(sql`u.id`, 'x')}`,
    // The user named as the assignment's Unit Manager when one is (docs/decisions/0135); else the unit's ladder.
    responsible: (deciders) => sql`coalesce(nullif(array(select u.id from users u
      join unit_managers um on um.id = x.unit_manager_id and lower(u.first_name || ' ' || u.last_name) = lower(um.name)
      where u.network_id = x.network_id and u.is_active and ${deciders}), '{}'), ${unitLadder(deciders)})`,
    reminder: 'Due soon: the evaluation of %s (%s, %s) waits for you.',
    escalation: 'Overdue: the evaluation of %s (%s, %s) is still not written.',
  },
  timecard: {
    entity: 'timecard',
    // Due two business days after submission, kept on the week; only in networks with timecards on.
    from: (lo, hi) => sql`select t.id, t.network_id, t.hospital_id, d.unit_id, null::uuid as created_by, c.first_name || ' ' || c.last_name as name,
        'week of ' || to_char(t.week_start, 'MM/DD/YYYY') as detail, h.name as hospital, t.deal_id, null::text as identifier,
        t.due_at - t.submitted_at as span, t.due_at
      from timecards t join networks n on n.id = t.network_id
        and coalesce((select f.on from network_feature_flags f where f.network_id = n.id and f.key = 'timecards'),
                     (select g.default_on from feature_flags g where g.key = 'timecards'), false)
      join deals d on d.id = t.deal_id join clinicians c on c.id = d.clinician_id join hospitals h on h.id = t.hospital_id
      where t.status in ('Submitted', 'Adjusted') and t.due_at > ${lo} and t.due_at <= ${hi}`,
    deciders: decidesKind('timecard'),
    responsible: unitLadder,
    reminder: 'Due soon: the timecard of %s (%s, %s) waits for your approval.',
    escalation: 'Overdue: the timecard of %s (%s, %s) still waits for approval.',
  },
};

const STAGE: Record<AlertStage, { subType: NotificationKind; subject: string; action: string }> = {
  reminder: { subType: 'DecisionReminder', subject: 'A decision is due soon', action: DECISION_ALERT_ACTIONS.reminder },
  escalation: { subType: 'DecisionEscalated', subject: 'A decision is overdue', action: DECISION_ALERT_ACTIONS.escalation },
};

/**
 * One statement, as the owner role across networks, for one kind and stage. The items in the
 * stage's window (a reminder: the last quarter of the item's window before it is due; an
 * escalation: overdue for less than a day) are claimed once per item and stage in decision_alerts
 * (its unique key lets one of several sweeps running at once claim each item). Each claimed item
 * gets ONE notification event (docs/decisions/0131) whose audience is, for a reminder, the people
 * responsible for it who may decide it, and for an escalation, those and one level up; the insert
 * trigger pushes it to those who keep the kind in the portal. An e-mail goes at once to each
 * recipient who chose e-mail for the kind, and each item gets one audit row for its History.
 */
const sweepStatement = (kind: DecisionKind, stage: AlertStage, batch: number) => {
  const source = KINDS[kind];
  const { subType, subject, action } = STAGE[stage];
  // A reminder: due within the last part of its window, REMINDER_LEAD_FRACTION of it (the upper bound
  // of the read, the longest window of any network, keeps it a range). An escalation: newly overdue.
  const longest = sql`(select max(greatest(job_approval_hours, candidate_review_hours, extension_reply_days * 24,
    ${(EVALUATION_OPENS_DAYS_BEFORE_END + EVALUATION_DUE_DAYS_AFTER_END) * 24}::int))::int from networks)`;
  const [lo, hi, window] =
    stage === 'reminder'
      ? [sql`now()`, sql`now() + make_interval(hours => ${longest}) * ${REMINDER_LEAD_FRACTION}::float8`,
         sql`x.due_at - x.span * ${REMINDER_LEAD_FRACTION}::float8 <= now() and now() < x.due_at`]
      : [sql`now() - ${ESCALATION_LOOKBACK}`, sql`now()`,
         sql`x.due_at <= now() and x.due_at > now() - ${ESCALATION_LOOKBACK}`];
  const responsible = source.responsible(source.deciders);
  const recipients = stage === 'reminder' ? responsible : sql`array(select distinct r from unnest(${responsible} || ${ONE_LEVEL_UP}) r)`;
  const text = stage === 'reminder' ? source.reminder : source.escalation;
  return sql`
  with items as (
    -- An item is alerted once per stage, to everyone it concerns then: items alerted before are left
    -- out before the limit, or a batch of them would hold back every item due after them. A subquery
    -- with a limit is not made a join: each item is one probe of the claims' index whatever the
    -- table's statistics say (freshly filled and planned as 4 rows, an anti join compared 343 million pairs).
    select * from (${source.from(lo, hi)}) x where ${window}
      and (select true from decision_alerts a where a.stage = ${stage} and a.kind = ${kind} and a.item_id = x.id limit 1) is null
    order by x.due_at, x.id limit ${batch}
  ),
  claimed as (
    insert into decision_alerts (network_id, stage, kind, item_id)
    select network_id, ${stage}, ${kind}, id from items
    on conflict do nothing
    returning item_id
  ),
  sent as (
    select x.*, ${recipients} as recipient_ids, format(${text}, x.name, x.detail, x.hospital) as text
    from items x join claimed c on c.item_id = x.id
  ),
  notified as (
    insert into notification_events (network_id, text, sub_type, deal_id, identifier, hospital_id, unit_id, audience, recipient_ids)
    select network_id, text, ${subType}, deal_id, identifier, hospital_id, unit_id, ${stage === 'reminder' ? 'responsible' : 'responsible-and-one-up'}, recipient_ids
    from sent where cardinality(recipient_ids) > 0
    returning cardinality(recipient_ids) as recipients
  ),
  mailed as (
    -- An e-mail is a person's own: one per recipient who chose it for the kind.
    insert into outbound_emails (to_address, subject, body)
    select u.email, ${subject}, format(E'Hello %s,\n\n%s\n\nSign in to the portal and open My decisions to act on it.', u.first_name, s.text)
    from sent s join users u on u.id = any(s.recipient_ids)
    where exists (select 1 from notification_preferences p where p.user_id = u.id and p.kind = ${subType} and p.channel = 'digest')
    returning 1
  ),
  audited as (
    insert into audit_log (network_id, actor_id, entity, entity_id, action, after)
    select network_id, null, ${source.entity}, id::text, ${action}, jsonb_build_object('actorName', null, 'recipients', cardinality(recipient_ids))
    from sent where cardinality(recipient_ids) > 0
  )
  select (select count(*) from sent where cardinality(recipient_ids) > 0)::int as "items",
         (select count(*) from notified)::int as "events",
         (select coalesce(sum(recipients), 0) from notified)::int as "notified",
         (select count(*) from mailed)::int as "mailed"`;
};

export interface AlertCounts extends Record<string, number> {
  items: number;
  /** Notification rows written: one event per item. */
  events: number;
  /** People told: the events' audiences summed (the rows one per recipient would have cost). */
  notified: number;
  mailed: number;
}

/** Reminds of and escalates at most one batch per kind and stage; answers how many items, notifications and e-mails were written. */
export const sweepDecisionAlerts = async (db: Database, batch = BATCH): Promise<AlertCounts> => {
  const total: AlertCounts = { items: 0, events: 0, notified: 0, mailed: 0 };
  for (const stage of ['reminder', 'escalation'] as const) {
    for (const kind of Object.keys(KINDS) as DecisionKind[]) {
      const row = firstRow<AlertCounts>(await db.execute(sweepStatement(kind, stage, batch)));
      total.items += row?.items ?? 0;
      total.events += row?.events ?? 0;
      total.notified += row?.notified ?? 0;
      total.mailed += row?.mailed ?? 0;
    }
  }
  return total;
};

/** Every API instance sweeps every DECISION_ALERT_SWEEP_SECONDS (0: never); the claims make them agree. */
export const startDecisionAlertSweep = (app: FastifyInstance, config: Pick<Config, 'DECISION_ALERT_SWEEP_SECONDS'>, db: Database) =>
  startPeriodicSweep(app, config.DECISION_ALERT_SWEEP_SECONDS, { name: 'decision-alert-sweep', run: () => sweepDecisionAlerts(db) });
