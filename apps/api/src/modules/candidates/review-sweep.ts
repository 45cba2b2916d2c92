import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { typeHoldsAny } from '../../lib/access-sql';
import { startPeriodicSweep } from '../../lib/periodic-sweep';
import { firstRow } from '../../lib/sql-helpers';
import { responsibleLadder, seesHospital } from '../../lib/unit-followers';
import { awaitsDecision } from './candidate-conditions';
import { CANDIDATE_AUDIT_ENTITY } from './candidate-audit';

/**
 * Most candidates one sweep reminds of; the next sweep takes the rest. One batch a tick keeps the
 * sweep a small, steady load even when many candidates fall due at once (a bulk import, the large seed).
 */
const BATCH = 200;
/**
 * A reminder is for passing the review-by time: a candidate that passed it more than a day before
 * any sweep saw it (the portal down, or the feature just deployed) is not reminded of late.
 */
const LOOKBACK_HOURS = 24;

/**
 * One statement, as the owner role across networks: claims the candidates that passed their
 * review-by time and were never reminded (UPDATE ... WHERE review_reminded_at IS NULL; rows another
 * sweep holds are skipped, and a row another sweep reminded no longer matches once its lock is
 * released), then writes one notification event per claimed candidate for the users responsible
 * for its unit who may decide it (docs/decisions/0130's ladder; ApproveCandidates, per the database's role table, and the candidate's
 * hospital among those they see), and one audit row for its history. However many API instances
 * sweep at once, each candidate is reminded once.
 */
const sweepStatement = (batch: number) => sql`
  with due as (
    select d.id from deals d join networks n on n.id = d.network_id
    where d.stage = 'candidate' and ${awaitsDecision} and d.review_reminded_at is null
      and d.submitted_at > now() - make_interval(hours => (select max(candidate_review_hours)::int from networks) + ${LOOKBACK_HOURS}::int)
      and d.submitted_at <= now() - make_interval(hours => n.candidate_review_hours::int)
      and d.submitted_at > now() - make_interval(hours => n.candidate_review_hours::int + ${LOOKBACK_HOURS}::int)
    order by d.submitted_at, d.id
    limit ${batch}
    for update of d skip locked
  ),
  reminded as (
    update deals d set review_reminded_at = now()
    from due where d.id = due.id and d.review_reminded_at is null
    returning d.id, d.network_id, d.hospital_id, d.unit_id, d.clinician_id, d.title, d.submitted_at
  ),
  described as (
    select r.*, c.first_name || ' ' || c.last_name as name, h.name as hospital, n.candidate_review_hours as hours
    from reminded r join clinicians c on c.id = r.clinician_id join hospitals h on h.id = r.hospital_id
    join networks n on n.id = r.network_id
  ),
  notified as (
    insert into notification_events (network_id, text, sub_type, deal_id, hospital_id, unit_id, audience, recipient_ids)
    select x.network_id, format('%s (%s, %s) has waited more than %s hours for review.', x.name, x.title, x.hospital, x.hours),
           'ReadyForReview', x.id, x.hospital_id, x.unit_id, r.audience, r.ids
    from described x cross join lateral ${responsibleLadder(
      sql`x.network_id`,
      sql`select x.unit_id`,
      sql`${typeHoldsAny(sql`u.user_type_id`, ['ApproveCandidates'])} and ${seesHospital(sql`x.hospital_id`)}`,
    )} r
    where cardinality(r.ids) > 0
    returning cardinality(recipient_ids) as recipients
  ),
  -- A data-modifying statement in WITH runs whether or not the query reads it.
  audited as (
    insert into audit_log (network_id, actor_id, entity, entity_id, action, after)
    select x.network_id, null, ${CANDIDATE_AUDIT_ENTITY}, x.id::text, 'review_reminder',
           jsonb_build_object('actorName', null, 'reviewHours', x.hours)
    from described x
  )
  select (select count(*) from reminded)::int as "reminded", (select coalesce(sum(recipients), 0) from notified)::int as "notified"`;

/** Reminds of at most one batch of the candidates due; answers how many candidates and notifications were written. */
export const sweepReviewReminders = async (db: Database, batch = BATCH): Promise<{ reminded: number; notified: number }> => {
  const row = firstRow<{ reminded: number; notified: number }>(await db.execute(sweepStatement(batch)));
  return { reminded: row?.reminded ?? 0, notified: row?.notified ?? 0 };
};

/** Every API instance sweeps every CANDIDATE_REVIEW_SWEEP_SECONDS (0: never); the statement makes them agree. */
export const startReviewSweep = (app: FastifyInstance, config: Pick<Config, 'CANDIDATE_REVIEW_SWEEP_SECONDS'>, db: Database) =>
  startPeriodicSweep(app, config.CANDIDATE_REVIEW_SWEEP_SECONDS, { name: 'review-sweep', run: () => sweepReviewReminders(db) });
