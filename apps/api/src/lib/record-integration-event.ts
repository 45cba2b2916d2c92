import type { IntegrationEventType } from '@portal/domain/api/integration-events';
import { integrationEvents } from '../db/schema/integration';
import type { Tx } from '../db/tenant';

export interface IntegrationEventEntry {
  networkId: string;
  type: IntegrationEventType;
  entity: string;
  entityId: string;
  /** What the provider needs to act without another call: ids, numbers, names, the user's text. */
  data: Record<string, unknown>;
}

/** Offers an event to the provider's systems; call it inside the transaction that makes the change, so both commit or neither. */
export const recordIntegrationEvent = async (tx: Tx, entry: IntegrationEventEntry) => {
  await tx.insert(integrationEvents).values(entry);
};
