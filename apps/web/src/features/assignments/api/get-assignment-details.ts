import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAssignedDetails, getStartsStopsDetails } from '@portal/domain/api/assignment-details';
import { QUERY_RETRY } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { errorStatus, hasStatus } from '@/lib/api-error';
import { useSession } from '@/lib/session/session-context';
import { assignmentDetailsKeys, type DetailsSource } from './assignment-keys';

/** Why the details could not be read, as SPEC.md §8 tells the user. */
type DetailsFailure = 'accessDenied' | 'invalidUrl' | 'failed';

/** An error naming the 'User' (or a 403) is access denied; a missing or malformed deal is an invalid link. */
export const detailsFailure = (error: unknown): DetailsFailure => {
  const status = errorStatus(error);
  if (status === 403 || (error instanceof Error && error.message.includes('User'))) return 'accessDenied';
  if (status === 404 || status === 400) return 'invalidUrl';
  return 'failed';
};

/**
 * Access denied and invalid links answer the same on every attempt, so only other failures that
 * carry a status are retried (SPEC.md §8): the page shows those messages at once.
 */
const retryOtherFailures = (failureCount: number, error: unknown): boolean =>
  failureCount < QUERY_RETRY && hasStatus(error) && detailsFailure(error) === 'failed';

/** GetAssignedDetails or GetStartsAndStopsDetails, by the list the page was opened from. */
export const getAssignmentDetailsQueryOptions = (networkId: string | undefined, source: DetailsSource, dealId: string) =>
  queryOptions({
    queryKey: assignmentDetailsKeys.details(networkId, source, dealId),
    queryFn: ({ signal }) =>
      source === 'assigned'
        ? callApi(getAssignedDetails, { params: { id: dealId }, signal })
        : callApi(getStartsStopsDetails, { params: { id: dealId }, signal }),
    retry: retryOtherFailures,
  });

export const useAssignmentDetails = (source: DetailsSource, dealId: string, enabled: boolean) => {
  const { network } = useSession();
  return useQuery({ ...getAssignmentDetailsQueryOptions(network?.hospitalNetworkId, source, dealId), enabled });
};

/** Refetches the details page's assignment after a change to it (notes, unit manager, extension). */
export const useRefetchAssignmentDetails = () => {
  const queryClient = useQueryClient();
  const { network } = useSession();
  return () => queryClient.invalidateQueries({ queryKey: assignmentDetailsKeys.allDetails(network?.hospitalNetworkId) });
};
