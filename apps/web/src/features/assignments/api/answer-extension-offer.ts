import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentAssignment } from '@portal/domain/api/assignment-details';
import { decideExtension } from '@portal/domain/api/decisions';
import { EXTENSION_ACCEPTED, EXTENSION_REJECTED } from '@portal/domain/decisions/decision-rules';
import { FAILED_TO_UPDATE } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { errorStatus } from '@/lib/api-error';
import { reportError } from '@/lib/report-error';
import { assignmentListsKey, myDecisionsKey } from '@/lib/shared-query-keys';
import { useRefetchAssignmentDetails } from './get-assignment-details';
import { useNetworkId } from '@/lib/session/session-context';

/** Accept, or reject with a reason. */
type ExtensionAnswer = { decision: 'accept' } | { decision: 'reject'; reason: string };

/**
 * DecideExtensionOffer at the version the page shows, then the assignment is read again and the
 * toast shows; the lists and My decisions are stale after it. A 409 (answered meanwhile) shows the
 * server's message and reads the assignment again.
 */
export const useAnswerExtensionOffer = (assignment: CurrentAssignment) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  const refetch = useRefetchAssignmentDetails();
  const stale = () => Promise.all([assignmentListsKey(networkId), myDecisionsKey(networkId)].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: (answer: ExtensionAnswer) =>
      callApi(decideExtension, { body: { dealId: assignment.dealId, version: assignment.version, ...answer } }),
    onSuccess: async (_result, answer) => {
      void stale();
      await refetch();
      toast.success(answer.decision === 'accept' ? EXTENSION_ACCEPTED : EXTENSION_REJECTED);
    },
    onError: async (error) => {
      reportError(error, 'DecideExtensionOffer');
      toast.error(errorStatus(error) === 409 && error instanceof Error ? error.message : FAILED_TO_UPDATE);
      if (errorStatus(error) === 409) await Promise.all([refetch(), stale()]);
    },
  });
};
