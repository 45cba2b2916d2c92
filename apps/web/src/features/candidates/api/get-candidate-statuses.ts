import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCandidateStatus } from '@portal/domain/api/candidate-list';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { candidateKeys } from './candidate-keys';

/** The status filter's options with their display labels ('Offer Pending'). */
export const getCandidateStatusesQueryOptions = () =>
  queryOptions({
    queryKey: candidateKeys.statuses(),
    queryFn: ({ signal }) => callApi(getCandidateStatus, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

export const useCandidateStatuses = () => useQuery(getCandidateStatusesQueryOptions());
