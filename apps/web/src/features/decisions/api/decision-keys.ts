import { MY_DECISIONS_KEY } from '@/lib/shared-query-keys';

/** Query keys of My decisions: the queue's own key is shared (lib/). */
export const decisionKeys = {
  all: MY_DECISIONS_KEY,
};
