import type { TimecardListRequest } from '@portal/domain/api/timecards';
import type { SessionNetworkId } from '@/lib/query-keys';
import { timecardsKey } from '@/lib/shared-query-keys';

/** Query keys of the Timecards screens, per network: a change invalidates `all`, so the list, its counts and the week refresh together. */
export const timecardKeys = {
  all: timecardsKey,
  list: (networkId: SessionNetworkId, request: TimecardListRequest) => [...timecardsKey(networkId), 'list', request] as const,
  filterCounts: (networkId: SessionNetworkId, options: TimecardListRequest['options']) => [...timecardsKey(networkId), 'filter-counts', options] as const,
  details: (networkId: SessionNetworkId, id: string) => [...timecardsKey(networkId), 'details', id] as const,
};
