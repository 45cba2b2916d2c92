import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJobs, type JobListRequest } from '@portal/domain/api/job-list';
import { callApi } from '@/lib/api-client';
import { jobKeys } from './job-keys';
import { keepPreviousInNetwork, type SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** One page of job postings. */
export const getJobListQueryOptions = (networkId: SessionNetworkId, request: JobListRequest) =>
  queryOptions({
    queryKey: jobKeys.list(networkId, request),
    meta: { failure: 'Get jobs failed', raises: 'Error fetching jobs!' },
    queryFn: ({ signal }) => callApi(getJobs, { body: request, signal }),
  });

/** The previous page stays on screen while the next loads. */
export const useJobList = (request: JobListRequest) => {
  const networkId = useNetworkId();
  return useQuery({ ...getJobListQueryOptions(networkId, request), placeholderData: keepPreviousInNetwork(networkId) });
};
