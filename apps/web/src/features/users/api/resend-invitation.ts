import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendActivationEmail } from '@portal/domain/api/invitations';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { userKeys } from './user-keys';
import { userChangeFailureMessage } from './user-change-failure';
import { useNetworkId } from '@/lib/session/session-context';

/** Ours (SPEC.md §5 offers Resend but gives no confirmation text). */
export const INVITATION_RESENT = 'The invitation has been sent again.';

/** ResendActivationEmail for a team member: the toast says it went, or the server's reason it did not. */
export const useResendInvitation = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: (userId: string) => callApi(resendActivationEmail, { query: { userId } }),
    onSuccess: (_, userId) => {
      void queryClient.invalidateQueries({ queryKey: userKeys.history(networkId, userId) });
      toast.success(INVITATION_RESENT);
    },
    onError: (error) => toast.error(userChangeFailureMessage(error)),
  });
};
