import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJobDetails } from '@portal/domain/api/jobs';
import { QUERY_RETRY } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { errorStatus, hasStatus } from '@/lib/api-error';
import { jobKeys } from './job-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

/**
 * Why a job's details cannot be shown. A missing job, another network's (the API answers 404) or an
 * id the API refuses is 'unavailable': SPEC.md §8's 'job status has changed'. Anything else failed.
 */
export type JobDetailsFailure = 'unavailable' | 'failed';

const UNAVAILABLE_STATUSES: readonly (number | undefined)[] = [400, 404];

export const jobDetailsFailure = (error: unknown): JobDetailsFailure =>
  UNAVAILABLE_STATUSES.includes(errorStatus(error)) ? 'unavailable' : 'failed';

/** An unavailable job answers the same on every attempt, so only other failures with a status are retried. */
const retryOtherFailures = (failureCount: number, error: unknown): boolean =>
  failureCount < QUERY_RETRY && hasStatus(error) && jobDetailsFailure(error) === 'failed';

/** JobDetails/{jobOrExternalId}. */
export const getJobDetailsQueryOptions = (networkId: SessionNetworkId, jobOrExternalId: string) =>
  queryOptions({
    queryKey: jobKeys.details(networkId, jobOrExternalId),
    queryFn: ({ signal }) => callApi(getJobDetails, { params: { id: jobOrExternalId }, signal }),
    retry: retryOtherFailures,
  });

export const useJobDetails = (jobOrExternalId: string, enabled: boolean) =>
  useQuery({ ...getJobDetailsQueryOptions(useNetworkId(), jobOrExternalId), enabled });
