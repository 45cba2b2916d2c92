import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addAssignmentEvaluation, updateAssignmentEvaluation, type AssignmentEvaluation, type EvaluationRequest } from '@portal/domain/api/evaluations';
import { EVALUATION_SAVED } from '@portal/domain/evaluations/evaluation-rules';
import { SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { errorStatus } from '@/lib/api-error';
import { reportError } from '@/lib/report-error';
import { useNetworkId } from '@/lib/session/session-context';
import { assignmentDetailsKeys } from './assignment-keys';

/**
 * AddAssignmentEvaluation (the first time) or UpdateAssignmentEvaluation (its author, at the version
 * shown); then the panel and the History are read again. A refusal the server explains (409: written
 * meanwhile, the window closed) is shown as the server says it.
 */
export const useSaveEvaluation = (current: AssignmentEvaluation) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  // One key for every attempt at this evaluation, so a double submit writes one.
  const idempotencyKey = useRef(crypto.randomUUID());
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assignmentDetailsKeys.evaluation(networkId, current.dealId) }),
      queryClient.invalidateQueries({ queryKey: assignmentDetailsKeys.histories(networkId) }),
    ]);
  return useMutation({
    mutationFn: (request: EvaluationRequest) =>
      current.evaluation
        ? callApi(updateAssignmentEvaluation, { params: { id: current.dealId }, body: { ...request, version: current.evaluation.version } })
        : callApi(addAssignmentEvaluation, {
            params: { id: current.dealId },
            body: request,
            headers: { 'Idempotency-Key': idempotencyKey.current },
          }),
    onSuccess: async () => {
      idempotencyKey.current = crypto.randomUUID();
      await refresh();
      toast.success(EVALUATION_SAVED);
    },
    onError: async (error) => {
      reportError(error, current.evaluation ? 'UpdateAssignmentEvaluation' : 'AddAssignmentEvaluation');
      const status = errorStatus(error);
      toast.error((status === 409 || status === 403) && error instanceof Error ? error.message : SOMETHING_WENT_WRONG);
      if (status === 409) await refresh();
    },
  });
};
