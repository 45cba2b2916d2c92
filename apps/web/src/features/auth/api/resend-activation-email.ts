import { useMutation } from '@tanstack/react-query';
import { resendActivationEmail } from '@portal/domain/api/invitations';
import { SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-error';
import { reportError } from '@/lib/report-error';

export const INVITATION_SENT_AGAIN = 'The invitation has been sent again. Please check your e-mail.';

/** ResendActivationEmail to the signed-in user's own address. */
export const useResendActivationEmail = () => {
  const toast = useToast();
  return useMutation({
    mutationFn: (email: string) => callApi(resendActivationEmail, { query: { email } }),
    onSuccess: () => toast.success(INVITATION_SENT_AGAIN),
    onError: (error) => {
      // Asking again within a minute is expected, not a failure to report: the server says when to retry.
      if (error instanceof ApiRequestError && error.status === 429) {
        toast.error(error.message);
      } else {
        reportError(error, 'resend activation e-mail');
        toast.error(SOMETHING_WENT_WRONG);
      }
    },
  });
};
