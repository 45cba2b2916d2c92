import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJobApprovers } from '@portal/domain/api/jobs';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { jobKeys } from './job-keys';

/** The job approvers of one hospital. */
export const getJobApproversQueryOptions = (hospitalId: string) =>
  queryOptions({
    queryKey: jobKeys.approvers(hospitalId),
    meta: { failure: 'Get job approvers failed' },
    queryFn: ({ signal }) => callApi(getJobApprovers, { query: { hospitalId }, signal }),
    staleTime: LOOKUP_STALE_MS,
  });

/** Asked for only when the form may offer them. */
export const useJobApprovers = (hospitalId: string, enabled: boolean) =>
  useQuery({ ...getJobApproversQueryOptions(hospitalId), enabled: enabled && hospitalId !== '' });
