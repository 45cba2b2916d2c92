import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJobTitlesAndShifts } from '@portal/domain/api/jobs';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { jobKeys } from './job-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** Titles, shifts, shift lengths and reasons of the job form. */
export const getJobTitlesAndShiftsQueryOptions = (networkId: SessionNetworkId) =>
  queryOptions({
    queryKey: jobKeys.titlesAndShifts(networkId),
    meta: { failure: 'Get job titles And shifts failed' },
    queryFn: ({ signal }) => callApi(getJobTitlesAndShifts, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

export const useJobTitlesAndShifts = (enabled: boolean) => useQuery({ ...getJobTitlesAndShiftsQueryOptions(useNetworkId()), enabled });
