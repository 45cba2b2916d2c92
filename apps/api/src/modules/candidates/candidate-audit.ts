import { sql } from 'drizzle-orm';
import type { OnBehalfOf } from '../../db/audit';
import { executePrepared } from '../../db/prepared';
import type { Tx } from '../../db/tenant';

/** The audit entity of every candidate event; the History panel names its actions (history-labels). */
export const CANDIDATE_AUDIT_ENTITY = 'candidate';

/**
 * Who acted, as the history names them: the name is kept in the audit row's `after`, so the
 * history reads no users (internal users, whom a tenant cannot read, are named too).
 */
export interface CandidateActor {
  id: string;
  name: string;
  /** The colleague whose delegated candidate this is, named by the audit. */
  onBehalfOf?: OnBehalfOf | undefined;
}

export const actorOf = (user: { id: string; firstName: string; lastName: string }): CandidateActor => ({
  id: user.id,
  name: `${user.firstName} ${user.lastName}`,
});

/**
 * Records the viewer's first view of the candidate unless they have one: the partial unique index
 * audit_log_first_view_key decides, so two tabs opening at once record one.
 */
export const recordFirstView = async (tx: Tx, networkId: string, dealId: string, viewer: CandidateActor) => {
  await executePrepared(
    tx,
    sql`insert into audit_log (network_id, actor_id, entity, entity_id, action, after)
        values (${networkId}, ${viewer.id}, ${CANDIDATE_AUDIT_ENTITY}, ${dealId}, 'first_view', ${JSON.stringify({ actorName: viewer.name })}::jsonb)
        on conflict (entity_id, actor_id) where entity = 'candidate' and action = 'first_view' do nothing`,
  );
};
