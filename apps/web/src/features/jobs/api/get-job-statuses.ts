import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJobStatusesByUser } from '@portal/domain/api/job-list';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { jobKeys } from './job-keys';

/** The status filter's options, in the server's order (Declined and Pending Approval last). */
export const getJobStatusesQueryOptions = () =>
  queryOptions({
    queryKey: jobKeys.statuses(),
    meta: { failure: 'Get job Statuses failed' },
    queryFn: ({ signal }) => callApi(getJobStatusesByUser, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

export const useJobStatuses = () => useQuery(getJobStatusesQueryOptions());
