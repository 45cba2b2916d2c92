import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { resendActivationEmail } from '@portal/domain/api/invitations';
import type { LoginContact } from '@portal/domain/api/platform';
import { MessagePage } from '@/components/message-page';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-error';
import { reportError } from '@/lib/report-error';

/** An active account that never accepted its invitation (SPEC.md §8). */
export const UnverifiedAccount = ({ contact }: { contact: LoginContact }) => {
  const navigate = useNavigate();
  const toast = useToast();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await callApi(resendActivationEmail, { query: { email: contact.email } });
      toast.success('The invitation has been sent again. Please check your e-mail.');
    } catch (error) {
      // Asking again within a minute is expected, not a failure to report: the server says when to retry.
      if (error instanceof ApiRequestError && error.status === 429) {
        toast.error(error.message);
      } else {
        reportError(error, 'resend activation e-mail');
        toast.error('Oops, something went wrong. Please try again.');
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <MessagePage title="Authentication Error" icon={<ErrorOutline color="error" sx={{ fontSize: 56 }} aria-hidden />}>
      <Typography>
        Your account ({contact.email}) has not been verified yet. Please accept the invitation sent to your e-mail
        address, or resend it.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
        <Button variant="contained" onClick={() => void resend()} disabled={sending}>
          Resend
        </Button>
        <Button variant="outlined" onClick={() => void navigate('/logout')}>
          Log out
        </Button>
      </Stack>
    </MessagePage>
  );
};
