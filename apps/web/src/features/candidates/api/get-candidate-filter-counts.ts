import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCandidateFilterCounts, getCandidateFilterOptions, type CandidateListRequest } from '@portal/domain/api/candidate-list';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { candidateKeys } from './candidate-keys';

/** Drawer options with their counts under the list's other filters; the counts-v2 flag picks the newer call (SPEC.md §7). */
export const getCandidateFilterCountsQueryOptions = (networkId: string | undefined, options: CandidateListRequest['options'], countsV2: boolean) =>
  queryOptions({
    queryKey: candidateKeys.filterCounts(networkId, options),
    queryFn: ({ signal }) => callApi(countsV2 ? getCandidateFilterCounts : getCandidateFilterOptions, { body: { options }, signal }),
    staleTime: LOOKUP_STALE_MS,
  });

export const useCandidateFilterCounts = (options: CandidateListRequest['options']) => {
  const { network, flags } = useSession();
  return useQuery(getCandidateFilterCountsQueryOptions(network?.hospitalNetworkId, options, flags.countsV2));
};
