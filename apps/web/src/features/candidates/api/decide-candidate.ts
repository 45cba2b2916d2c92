import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCandidate, type CandidateDetails } from '@portal/domain/api/candidates';
import { OFFER_DECLINED, OFFER_SUBMITTED } from '@portal/domain/candidates/candidate-rules';
import { FAILED_TO_UPDATE } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { errorStatus, hasStatus } from '@/lib/api-error';
import { reportError } from '@/lib/report-error';
import { dashboardKey, jobsKey } from '@/lib/shared-query-keys';
import { candidateKeys } from './candidate-keys';
import { useNetworkId } from '@/lib/session/session-context';
import { useSmallScreen } from '@/components/list/use-small-screen';

/** Extend Offer, or Decline with one of GetCandidateDeclinedReasons' ids. */
export type Decision = { decision: 'offer' } | { decision: 'decline'; declineReasonId: number };

/**
 * What a failed decision tells the user. A 409 means someone else decided meanwhile (or the candidate
 * is no longer waiting): the server's message says so, which SPEC.md's fixed text would hide.
 */
export const decisionFailureMessage = (error: unknown): string =>
  errorStatus(error) === 409 && error instanceof Error ? error.message : FAILED_TO_UPDATE;

/**
 * UpdateCandidate at the version the user saw. One Idempotency-Key per attempt: a double click or a
 * request sent again after a lost answer decides once; a new attempt after an answer gets a new
 * key. An offer says whether it was made from mobile. Afterwards every candidate list, count and details, the dashboard's cards and the jobs'
 * candidate counts are stale; after a 409 too, so the page shows the status someone else set.
 */
export const useDecideCandidate = (candidate: CandidateDetails) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  const idempotencyKey = useRef(crypto.randomUUID());
  // An offer made in the phone layout is a mobile offer (docs/decisions/0124-offer-channel.md).
  const channel = useSmallScreen() ? 'mobile' : 'web';
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: candidateKeys.all(networkId) }),
      queryClient.invalidateQueries({ queryKey: dashboardKey(networkId) }),
      queryClient.invalidateQueries({ queryKey: jobsKey(networkId) }),
    ]);
  return useMutation({
    mutationFn: (decision: Decision) =>
      callApi(updateCandidate, {
        body: { dealId: candidate.dealId, version: candidate.version, ...(decision.decision === 'offer' ? { ...decision, channel } : decision) },
        headers: { 'Idempotency-Key': idempotencyKey.current },
      }),
    onSuccess: async (_result, decision) => {
      idempotencyKey.current = crypto.randomUUID();
      toast.success(decision.decision === 'offer' ? OFFER_SUBMITTED : OFFER_DECLINED);
      await refresh();
    },
    onError: async (error) => {
      // An answered failure is final for this attempt; one lost on the way may be sent again as it was.
      if (hasStatus(error)) idempotencyKey.current = crypto.randomUUID();
      reportError(error, 'UpdateCandidate');
      toast.error(decisionFailureMessage(error));
      if (errorStatus(error) === 409) await refresh();
    },
  });
};
