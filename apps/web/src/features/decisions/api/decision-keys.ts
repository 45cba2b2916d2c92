import { MY_DECISIONS_KEY } from '@/lib/shared-query-keys';

/**
 * Query keys of My decisions: the queue's own key is shared (lib/). The delegation sits under the
 * queue's key, so whatever refetches the queue (a decision, the live connection) refetches who
 * delegated to the user too.
 */
export const decisionKeys = {
  all: MY_DECISIONS_KEY,
  delegation: (networkId: string | undefined) => [...MY_DECISIONS_KEY, 'delegation', networkId] as const,
};
