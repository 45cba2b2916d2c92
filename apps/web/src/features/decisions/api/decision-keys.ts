import { MY_DECISIONS_KEY } from '@/lib/shared-query-keys';
import type { DecisionFilter } from '../decision-filter';

/**
 * Query keys of My decisions: the queue's own key is shared (lib/). The delegation sits under the
 * queue's key, so whatever refetches the queue (a decision, the live connection) refetches who
 * delegated to the user too, and the page's filtered pages.
 */
export const decisionKeys = {
  all: MY_DECISIONS_KEY,
  delegation: (networkId: string | undefined) => [...MY_DECISIONS_KEY, 'delegation', networkId] as const,
  pages: (networkId: string | undefined, filter: DecisionFilter) =>
    [...MY_DECISIONS_KEY, 'pages', networkId, filter.kind ?? 'all', filter.overdueOnly] as const,
};
