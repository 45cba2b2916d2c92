import { auditLog } from './schema/activity';
import type { Database } from './client';
import type { Tx } from './tenant';

export interface AuditEntry {
  networkId: string | null;
  actorId: string;
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
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
};
