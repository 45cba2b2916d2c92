import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJobFilterOptions, type JobListRequest } from '@portal/domain/api/job-list';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { jobKeys } from './job-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** Drawer options with their counts under the list's other filters. */
export const getJobFilterCountsQueryOptions = (networkId: SessionNetworkId, options: JobListRequest['options']) =>
  queryOptions({
    queryKey: jobKeys.filterCounts(networkId, options),
    meta: { failure: 'Get job filters failed' },
    queryFn: ({ signal }) => callApi(getJobFilterOptions, { body: { options }, signal }),
    staleTime: LOOKUP_STALE_MS,
  });

export const useJobFilterCounts = (options: JobListRequest['options']) => useQuery(getJobFilterCountsQueryOptions(useNetworkId(), options));
