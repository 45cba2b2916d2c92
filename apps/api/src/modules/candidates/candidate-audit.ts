import { sql } from 'drizzle-orm';
import type { Actor } from '../../context/actor';
import { executePrepared } from '../../db/prepared';
import type { Tx } from '../../db/tenant';

/** The audit entity of every candidate event; the History panel names its actions (history-labels). */
export const CANDIDATE_AUDIT_ENTITY = 'candidate';

/**
 * Records the actor's first view of the candidate unless they have one: the partial unique index
 * audit_log_first_view_key decides, so two tabs opening at once record one.
 */
export const recordFirstView = async (tx: Tx, networkId: string, dealId: string, actor: Actor) => {
  await executePrepared(
    tx,
    sql`insert into audit_log (network_id, actor_id, entity, entity_id, action, after)
        values (${networkId}, ${actor.userId}, ${CANDIDATE_AUDIT_ENTITY}, ${dealId}, 'first_view', ${JSON.stringify({ actorName: actor.name })}::jsonb)
        on conflict (entity_id, actor_id) where entity = 'candidate' and action = 'first_view' do nothing`,
  );
};
