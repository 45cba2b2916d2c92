import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCandidateDeclinedReasons } from '@portal/domain/api/candidates';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { decisionKeys } from './decision-keys';

/** The candidate decline reasons a queue decline picks from, kept 5 minutes (SPEC.md §9). */
export const getDeclineReasonsQueryOptions = () =>
  queryOptions({
    queryKey: decisionKeys.declineReasons(),
    queryFn: ({ signal }) => callApi(getCandidateDeclinedReasons, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

/** Asked for once a candidate's decline opens. */
export const useDeclineReasons = (enabled: boolean) => useQuery({ ...getDeclineReasonsQueryOptions(), enabled });
