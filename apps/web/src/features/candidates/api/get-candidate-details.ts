import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCandidateDetails } from '@portal/domain/api/candidates';
import { QUERY_RETRY } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { errorStatus, hasStatus } from '@/lib/api-error';
import { useSession } from '@/lib/session/session-context';
import { candidateKeys } from './candidate-keys';

/**
 * Why a candidate's details cannot be shown. A vanished candidate, another network's (404) or an id
 * the API refuses (400) is 'unavailable': SPEC.md §8's 'this candidate's status has changed'.
 */
export type CandidateDetailsFailure = 'unavailable' | 'failed';

const UNAVAILABLE_STATUSES: readonly (number | undefined)[] = [400, 404];

export const candidateDetailsFailure = (error: unknown): CandidateDetailsFailure =>
  UNAVAILABLE_STATUSES.includes(errorStatus(error)) ? 'unavailable' : 'failed';

/** An unavailable candidate answers the same on every attempt, so only other failures with a status are retried. */
const retryOtherFailures = (failureCount: number, error: unknown): boolean =>
  failureCount < QUERY_RETRY && hasStatus(error) && candidateDetailsFailure(error) === 'failed';

/** CandidateDetails/{dealId}. */
export const getCandidateDetailsQueryOptions = (networkId: string | undefined, dealId: string) =>
  queryOptions({
    queryKey: candidateKeys.details(networkId, dealId),
    queryFn: ({ signal }) => callApi(getCandidateDetails, { params: { id: dealId }, signal }),
    retry: retryOtherFailures,
  });

/** Asked for only with a GUID-shaped id (SPEC.md §7). */
export const useCandidateDetails = (dealId: string, enabled: boolean) => {
  const { network } = useSession();
  return useQuery({ ...getCandidateDetailsQueryOptions(network?.hospitalNetworkId, dealId), enabled });
};
