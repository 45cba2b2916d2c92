import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endDecisionDelegation, setDecisionDelegation, type SetDelegationRequest } from '@portal/domain/api/decision-delegation';
import { DELEGATION_ENDED, DELEGATION_SET } from '@portal/domain/decisions/decision-rules';
import { FAILED_TO_UPDATE } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { errorStatus } from '@/lib/api-error';
import { reportError } from '@/lib/report-error';
import { decisionKeys } from './decision-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** A refusal the user can act on (a colleague no longer eligible, a date, a change made elsewhere) says why; anything else is the portal's failure toast. */
const failureText = (error: unknown) => {
  const status = errorStatus(error);
  return (status === 400 || status === 404 || status === 409) && error instanceof Error ? error.message : FAILED_TO_UPDATE;
};

const useDelegationChange = <Args,>(send: (args: Args) => Promise<unknown>, done: string, callName: string) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      toast.success(done);
      await queryClient.invalidateQueries({ queryKey: decisionKeys.all(networkId) });
    },
    onError: async (error) => {
      reportError(error, callName);
      toast.error(failureText(error));
      await queryClient.invalidateQueries({ queryKey: decisionKeys.all(networkId) });
    },
  });
};

/** SetMyDecisionsDelegation: delegates (or changes the delegation of) the user's decisions. */
export const useSetDelegation = () =>
  useDelegationChange((body: SetDelegationRequest) => callApi(setDecisionDelegation, { body }), DELEGATION_SET, setDecisionDelegation.name);

/** EndMyDecisionsDelegation: the user is back; their items are theirs alone again. */
export const useEndDelegation = () =>
  useDelegationChange(() => callApi(endDecisionDelegation), DELEGATION_ENDED, endDecisionDelegation.name);
