import { queryOptions, useQuery } from '@tanstack/react-query';
import { allows } from '@portal/domain/access/access-rule';
import { getMyDecisions } from '@portal/domain/api/my-decisions';
import { MY_DECISIONS_RULE } from '@portal/domain/decisions/decision-rules';
import { CANDIDATE_LIST_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { myDecisionsKey } from '@/lib/shared-query-keys';

/**
 * GetMyDecisions, per network. Shared by the queue page, its home section and the sidebar's counts
 * (features do not import each other), so the three read one cache entry. Kept as fresh as the
 * candidate list; the live connection refetches it when the user decides in another session.
 */
export const getMyDecisionsQueryOptions = (networkId: string | undefined) =>
  queryOptions({
    queryKey: [...myDecisionsKey(networkId), 'queue'] as const,
    queryFn: ({ signal }) => callApi(getMyDecisions, { signal }),
    staleTime: CANDIDATE_LIST_STALE_MS,
  });

/**
 * Asked for only by a user who can decide something (the route's rule), and only while `shown`: the
 * sidebar's counts wait for the phone's drawer to open rather than share a slow network with the page.
 */
export const useMyDecisions = (shown = true) => {
  const { subject, network } = useSession();
  return useQuery({
    ...getMyDecisionsQueryOptions(network?.hospitalNetworkId),
    enabled: shown && Boolean(network) && allows(subject, MY_DECISIONS_RULE),
  });
};
