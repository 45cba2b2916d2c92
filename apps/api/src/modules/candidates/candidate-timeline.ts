import { sql } from 'drizzle-orm';
import type { CandidateTimelineEntry } from '@portal/domain/api/candidates';
import type { CandidateTimelineAction } from '@portal/domain/candidates/candidate-rules';
import { executePrepared } from '../../db/prepared';
import type { Tx } from '../../db/tenant';
import { isoTime, rowsOf } from '../../lib/sql-helpers';

/** The audit entity of every candidate event, and the actions the timeline shows, with their labels. */
export const CANDIDATE_AUDIT_ENTITY = 'candidate';
export const CANDIDATE_AUDIT_ACTIONS = {
  first_view: 'Viewed',
  offer: 'Offered',
  decline: 'Declined',
  review_reminder: 'Reminded',
} as const satisfies Record<string, CandidateTimelineAction>;
export type CandidateAuditAction = keyof typeof CANDIDATE_AUDIT_ACTIONS;

interface EventRow {
  at: string;
  action: CandidateAuditAction;
  actorName: string | null;
  reason: string | null;
}

/**
 * Who acted, as the timeline names them: the name is kept in the audit row's `after`, so the
 * history reads no users (internal users, whom a tenant cannot read, are named too).
 */
export interface CandidateActor {
  id: string;
  name: string;
}

export const actorOf = (user: { id: string; firstName: string; lastName: string }): CandidateActor => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`,
});

/**
 * One statement: the viewer's first view is inserted unless they have one (the partial unique index
 * audit_log_first_view_key decides, so two tabs opening at once record one), and the candidate's
 * audit rows are read with it. A statement does not see its own inserts, so the new row is added
 * from the insert's RETURNING.
 */
const timelineQuery = (networkId: string, dealId: string, viewer: CandidateActor) => sql`
  with viewed as (
    insert into audit_log (network_id, actor_id, entity, entity_id, action, after)
    values (${networkId}, ${viewer.id}, ${CANDIDATE_AUDIT_ENTITY}, ${dealId}, 'first_view', ${JSON.stringify({ actorName: viewer.name })}::jsonb)
    on conflict (entity_id, actor_id) where entity = 'candidate' and action = 'first_view' do nothing
    returning at, action, after
  ),
  events as (
    select at, action, after from audit_log
    where entity = ${CANDIDATE_AUDIT_ENTITY} and entity_id = ${dealId} and action in ('first_view', 'offer', 'decline', 'review_reminder')
    union all select at, action, after from viewed
  )
  select ${isoTime(sql`at`)} as "at", action, after ->> 'actorName' as "actorName", after ->> 'declineReason' as "reason"
  from events
  order by events.at, action`;

/** The candidate's history, oldest first: its submission, then what the audit log holds of it. */
export const recordFirstViewAndReadTimeline = async (
  tx: Tx,
  networkId: string,
  dealId: string,
  viewer: CandidateActor,
  submittedAt: string,
): Promise<CandidateTimelineEntry[]> => {
  const rows = rowsOf<EventRow>(await executePrepared(tx, timelineQuery(networkId, dealId, viewer)));
  return [
    { at: submittedAt, action: 'Submitted', actorName: null, reason: null },
    ...rows.map((row) => ({
      at: row.at,
      action: CANDIDATE_AUDIT_ACTIONS[row.action],
      actorName: row.actorName,
      reason: row.reason,
    })),
  ];
};
