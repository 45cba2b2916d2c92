import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { allows } from '@portal/domain/access/access-rule';
import { getMyDecisions, type MyDecisions } from '@portal/domain/api/my-decisions';
import { MY_DECISIONS_RULE, type DecisionKind } from '@portal/domain/decisions/decision-rules';
import { CANDIDATE_LIST_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useSession } from '@/lib/session/session-context';
import { myDecisionsKey } from '@/lib/shared-query-keys';

/** What the My decisions page lists: one kind or all, the overdue only or all. Kept in the address. */
export interface DecisionFilter {
  kind: DecisionKind | undefined;
  overdueOnly: boolean;
}

export const ALL_DECISIONS: DecisionFilter = { kind: undefined, overdueOnly: false };

/**
 * GetMyDecisions a page at a time, of the filter's kind or overdue items, per network. The unfiltered
 * pages are one cache entry for the queue page, its home section and the sidebar's counts (features do
 * not import each other), so a desktop opening My decisions asks once. Kept as fresh as the candidate
 * list; a decision or the live connection refetches every loaded page (they sit under the queue's key).
 */
export const decisionPagesQueryOptions = (networkId: SessionNetworkId, filter: DecisionFilter) =>
  infiniteQueryOptions({
    queryKey: [...myDecisionsKey(networkId), 'pages', filter.kind ?? 'all', filter.overdueOnly] as const,
    queryFn: ({ pageParam, signal }) =>
      callApi(getMyDecisions, {
        query: { ...(filter.kind ? { kind: filter.kind } : {}), overdue: filter.overdueOnly ? 'true' : 'false', ...pageParam },
        signal,
      }),
    initialPageParam: {} as Partial<NonNullable<MyDecisions['next']>>,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: CANDIDATE_LIST_STALE_MS,
  });

/**
 * The first page and the counts, asked for only by a user who can decide something (the route's rule),
 * and only while `shown`: the sidebar's counts wait for the phone's drawer to open rather than share a
 * slow network with the page.
 */
export const useMyDecisions = (shown = true) => {
  const { subject, network } = useSession();
  return useInfiniteQuery({
    ...decisionPagesQueryOptions(network?.hospitalNetworkId, ALL_DECISIONS),
    enabled: shown && Boolean(network) && allows(subject, MY_DECISIONS_RULE),
    select: (data) => data.pages[0],
  });
};
