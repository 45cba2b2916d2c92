import { auditLog } from './schema/activity';
import type { Database } from './client';
import type { Tx } from './tenant';

/** The colleague whose delegated item a user decided: the audit names them beside the real actor. */
export interface OnBehalfOf {
  id: string;
  name: string;
}

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
  /** Set when the actor decided a colleague's delegated item; kept in `after` as onBehalfOfId and onBehalfOfName. */
  onBehalfOf?: OnBehalfOf | undefined;
}

const withDelegator = (after: unknown, onBehalfOf: OnBehalfOf | undefined): unknown =>
  onBehalfOf ? { ...((after ?? {}) as object), onBehalfOfId: onBehalfOf.id, onBehalfOfName: onBehalfOf.name } : after;

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
    after: withDelegator(entry.after, entry.onBehalfOf) ?? null,
  });
};
