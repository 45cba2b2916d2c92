import { useQueryClient } from '@tanstack/react-query';
import { FAILED_TO_UPDATE } from '@portal/domain/messages';
import { errorStatus } from '@/lib/api-error';
import { candidatesKey, dashboardKey, interviewsKey, myDecisionsKey } from '@/lib/shared-query-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** A refusal the user can act on (a time in the past, a change made elsewhere) says why; anything else is the portal's failure toast. */
export const interviewFailureText = (error: unknown) => {
  const status = errorStatus(error);
  return (status === 400 || status === 404 || status === 409) && error instanceof Error ? error.message : FAILED_TO_UPDATE;
};

/**
 * Every candidate list, count and details (the status changes), the dashboard's cards, My decisions
 * (an Interview Requested candidate leaves it) and Home's interviews are stale after an interview
 * change; after a 409 too.
 */
export const useInterviewRefresh = () => {
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  return () =>
    Promise.all(
      [candidatesKey(networkId), dashboardKey(networkId), myDecisionsKey(networkId), interviewsKey(networkId)].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
};

