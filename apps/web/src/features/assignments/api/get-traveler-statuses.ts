import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTravelerStatuses } from '@portal/domain/api/assigned';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { assignmentKeys } from './assignment-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** The status filter's options. */
export const getTravelerStatusesQueryOptions = (networkId: SessionNetworkId) =>
  queryOptions({
    queryKey: assignmentKeys.statuses(networkId),
    queryFn: ({ signal }) => callApi(getTravelerStatuses, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

export const useTravelerStatuses = () => useQuery(getTravelerStatusesQueryOptions(useNetworkId()));
