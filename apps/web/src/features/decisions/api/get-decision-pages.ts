import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getMyDecisions, type MyDecisions } from '@portal/domain/api/my-decisions';
import { CANDIDATE_LIST_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { keepPreviousInNetwork, type SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';
import type { DecisionFilter } from '../decision-filter';
import { decisionKeys } from './decision-keys';

/**
 * GetMyDecisions a page at a time, of the filter's kind or overdue items: the My decisions page. It
 * sits under the queue's key, so a decision or the live connection refetches its loaded pages too.
 */
export const decisionPagesQueryOptions = (networkId: SessionNetworkId, filter: DecisionFilter) =>
  infiniteQueryOptions({
    queryKey: decisionKeys.pages(networkId, filter),
    queryFn: ({ pageParam, signal }) =>
      callApi(getMyDecisions, {
        query: { ...(filter.kind ? { kind: filter.kind } : {}), overdue: filter.overdueOnly ? 'true' : 'false', ...pageParam },
        signal,
      }),
    initialPageParam: {} as Partial<NonNullable<MyDecisions['next']>>,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: CANDIDATE_LIST_STALE_MS,
  });

export const useDecisionPages = (filter: DecisionFilter) => {
  const networkId = useNetworkId();
  // The counts and the cards stay while another filter's first page loads, within one network.
  return useInfiniteQuery({
    ...decisionPagesQueryOptions(networkId, filter),
    enabled: Boolean(networkId),
    placeholderData: keepPreviousInNetwork(networkId),
  });
};
