import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJobApprovers } from '@portal/domain/api/jobs';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { jobKeys } from './job-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** The job approvers of one hospital. */
export const getJobApproversQueryOptions = (networkId: SessionNetworkId, hospitalId: string) =>
  queryOptions({
    queryKey: jobKeys.approvers(networkId, hospitalId),
    meta: { failure: 'Get job approvers failed' },
    queryFn: ({ signal }) => callApi(getJobApprovers, { query: { hospitalId }, signal }),
    staleTime: LOOKUP_STALE_MS,
  });

/** Asked for only when the form may offer them. */
export const useJobApprovers = (hospitalId: string, enabled: boolean) =>
  useQuery({ ...getJobApproversQueryOptions(useNetworkId(), hospitalId), enabled: enabled && hospitalId !== '' });
