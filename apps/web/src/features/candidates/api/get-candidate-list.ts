import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCandidates, type CandidateListRequest } from '@portal/domain/api/candidate-list';
import { CANDIDATE_LIST_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { keepPreviousInNetwork } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';
import { candidateKeys } from './candidate-keys';

/** One page of candidates; kept fresh for 30 s (SPEC.md §9). */
export const getCandidateListQueryOptions = (networkId: string | undefined, request: CandidateListRequest) =>
  queryOptions({
    queryKey: candidateKeys.list(networkId, request),
    meta: { failure: 'Error fetching candidates!' },
    queryFn: ({ signal }) => callApi(getCandidates, { body: request, signal }),
    staleTime: CANDIDATE_LIST_STALE_MS,
  });

/** The previous page stays on screen while the next loads. */
export const useCandidateList = (request: CandidateListRequest) => {
  const networkId = useNetworkId();
  return useQuery({ ...getCandidateListQueryOptions(networkId, request), placeholderData: keepPreviousInNetwork(networkId) });
};
