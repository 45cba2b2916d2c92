import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCandidateStatus } from '@portal/domain/api/candidate-list';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { candidateKeys } from './candidate-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** The status filter's options with their display labels ('Offer Pending'). */
export const getCandidateStatusesQueryOptions = (networkId: SessionNetworkId) =>
  queryOptions({
    queryKey: candidateKeys.statuses(networkId),
    queryFn: ({ signal }) => callApi(getCandidateStatus, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

export const useCandidateStatuses = () => useQuery(getCandidateStatusesQueryOptions(useNetworkId()));
