import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCandidateDeclinedReasons } from '@portal/domain/api/candidates';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { candidateKeys } from './candidate-keys';

/** The decline reasons, kept 5 minutes (SPEC.md §9). */
export const getDeclineReasonsQueryOptions = () =>
  queryOptions({
    queryKey: candidateKeys.declineReasons(),
    queryFn: ({ signal }) => callApi(getCandidateDeclinedReasons, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

/** Asked for once the decline picker opens. */
export const useDeclineReasons = (enabled: boolean) => useQuery({ ...getDeclineReasonsQueryOptions(), enabled });
