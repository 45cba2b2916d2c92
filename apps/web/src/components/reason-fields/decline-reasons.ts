import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCandidateDeclinedReasons } from '@portal/domain/api/candidates';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { networkKey, type SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** The candidate decline reasons (GetCandidateDeclinedReasons), kept 5 minutes (SPEC.md §9). */
export const getDeclineReasonsQueryOptions = (networkId: SessionNetworkId) =>
  queryOptions({
    queryKey: networkKey(networkId, 'candidate-decline-reasons'),
    queryFn: ({ signal }) => callApi(getCandidateDeclinedReasons, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

/** Asked for once a decline that needs a reason opens. */
export const useDeclineReasons = (enabled: boolean) => useQuery({ ...getDeclineReasonsQueryOptions(useNetworkId()), enabled });
