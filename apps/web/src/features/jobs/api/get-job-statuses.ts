import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJobStatusesByUser } from '@portal/domain/api/job-list';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { jobKeys } from './job-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** The status filter's options, in the server's order (Declined and Pending Approval last). */
export const getJobStatusesQueryOptions = (networkId: SessionNetworkId) =>
  queryOptions({
    queryKey: jobKeys.statuses(networkId),
    meta: { failure: 'Get job Statuses failed' },
    queryFn: ({ signal }) => callApi(getJobStatusesByUser, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

export const useJobStatuses = () => useQuery(getJobStatusesQueryOptions(useNetworkId()));
