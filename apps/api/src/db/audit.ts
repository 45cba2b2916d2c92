import { auditLog } from './schema/activity';
import type { Database } from './client';
import type { Tx } from './tenant';

export interface AuditEntry {
  networkId: string | null;
  /** The acting user; null when a provider's system acted (then `actorDescription` names it). */
  actorId: string | null;
  actorDescription?: string;
  entity: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
}

/** Records a state change; call it inside the transaction that makes the change. */
export const writeAudit = async (tx: Tx | Database, entry: AuditEntry) => {
  await tx.insert(auditLog).values({
    networkId: entry.networkId,
    actorId: entry.actorId,
    actorDescription: entry.actorDescription ?? null,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
};
