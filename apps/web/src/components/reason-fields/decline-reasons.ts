import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCandidateDeclinedReasons } from '@portal/domain/api/candidates';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';

/** The candidate decline reasons (GetCandidateDeclinedReasons), kept 5 minutes (SPEC.md §9). */
export const getDeclineReasonsQueryOptions = () =>
  queryOptions({
    queryKey: ['candidate-decline-reasons'] as const,
    queryFn: ({ signal }) => callApi(getCandidateDeclinedReasons, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

/** Asked for once a decline that needs a reason opens. */
export const useDeclineReasons = (enabled: boolean) => useQuery({ ...getDeclineReasonsQueryOptions(), enabled });
