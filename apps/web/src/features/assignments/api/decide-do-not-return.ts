import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmDoNotReturn, liftDoNotReturn, type AssignmentEvaluation } from '@portal/domain/api/evaluations';
import { DO_NOT_RETURN_CONFIRMED, DO_NOT_RETURN_LIFTED, type DoNotReturnScope } from '@portal/domain/evaluations/evaluation-rules';
import { SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { errorStatus } from '@/lib/api-error';
import { reportError } from '@/lib/report-error';
import { candidatesKey } from '@/lib/shared-query-keys';
import { useNetworkId } from '@/lib/session/session-context';
import { assignmentDetailsKeys } from './assignment-keys';

export type DoNotReturnDecision = { confirm: DoNotReturnScope } | { lift: string };

/**
 * ConfirmDoNotReturn or LiftDoNotReturn at the version shown; the candidates' badges change with it,
 * so their lists and pages are read again.
 */
export const useDecideDoNotReturn = (current: AssignmentEvaluation) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assignmentDetailsKeys.evaluation(networkId, current.dealId) }),
      queryClient.invalidateQueries({ queryKey: assignmentDetailsKeys.histories(networkId) }),
      queryClient.invalidateQueries({ queryKey: candidatesKey(networkId) }),
    ]);
  return useMutation({
    mutationFn: (decision: DoNotReturnDecision) => {
      const version = current.evaluation?.version ?? 0;
      return 'confirm' in decision
        ? callApi(confirmDoNotReturn, { params: { id: current.dealId }, body: { version, scope: decision.confirm } })
        : callApi(liftDoNotReturn, { params: { id: current.dealId }, body: { version, reason: decision.lift } });
    },
    onSuccess: async (_answer, decision) => {
      await refresh();
      toast.success('confirm' in decision ? DO_NOT_RETURN_CONFIRMED : DO_NOT_RETURN_LIFTED);
    },
    onError: async (error, decision) => {
      reportError(error, 'confirm' in decision ? 'ConfirmDoNotReturn' : 'LiftDoNotReturn');
      const status = errorStatus(error);
      toast.error((status === 409 || status === 403) && error instanceof Error ? error.message : SOMETHING_WENT_WRONG);
      if (status === 409) await refresh();
    },
  });
};
