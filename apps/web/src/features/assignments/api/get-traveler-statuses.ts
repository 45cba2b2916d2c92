import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTravelerStatuses } from '@portal/domain/api/assigned';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { assignmentKeys } from './assignment-keys';

/** The status filter's options. */
export const getTravelerStatusesQueryOptions = () =>
  queryOptions({
    queryKey: assignmentKeys.statuses,
    queryFn: ({ signal }) => callApi(getTravelerStatuses, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

export const useTravelerStatuses = () => useQuery(getTravelerStatusesQueryOptions());
