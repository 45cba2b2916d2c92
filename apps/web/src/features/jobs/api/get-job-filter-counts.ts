import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJobFilterOptions, type JobListRequest } from '@portal/domain/api/job-list';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { jobKeys } from './job-keys';

/** Drawer options with their counts under the list's other filters. */
export const getJobFilterCountsQueryOptions = (options: JobListRequest['options']) =>
  queryOptions({
    queryKey: jobKeys.filterCounts(options),
    meta: { failure: 'Get job filters failed' },
    queryFn: ({ signal }) => callApi(getJobFilterOptions, { body: { options }, signal }),
    staleTime: LOOKUP_STALE_MS,
  });

export const useJobFilterCounts = (options: JobListRequest['options']) => useQuery(getJobFilterCountsQueryOptions(options));
