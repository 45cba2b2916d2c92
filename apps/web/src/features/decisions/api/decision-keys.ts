import type { SessionNetworkId } from '@/lib/query-keys';
import { myDecisionsKey } from '@/lib/shared-query-keys';

/**
 * Query keys of My decisions: the queue's own key is shared (lib/). The delegation sits under the
 * queue's key, so whatever refetches the queue (a decision, the live connection) refetches who
 * delegated to the user too.
 */
export const decisionKeys = {
  all: myDecisionsKey,
  delegation: (networkId: SessionNetworkId) => [...myDecisionsKey(networkId), 'delegation'] as const,
};
