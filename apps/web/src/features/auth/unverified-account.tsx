import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import type { LoginContact } from '@portal/domain/api/platform';
import { MessagePage } from '@/components/message-page';
import { useResendActivationEmail } from './api/resend-activation-email';

/** An active account that never accepted its invitation (SPEC.md §8). */
export const UnverifiedAccount = ({ contact }: { contact: LoginContact }) => {
  const navigate = useNavigate();
  const resend = useResendActivationEmail();

  return (
    <MessagePage title="Authentication Error" icon={<ErrorOutline color="error" sx={{ fontSize: 56 }} aria-hidden />}>
      <Typography>
        Your account ({contact.email}) has not been verified yet. Please accept the invitation sent to your e-mail
        address, or resend it.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
        <Button variant="contained" onClick={() => resend.mutate(contact.email)} disabled={resend.isPending}>
          Resend
        </Button>
        <Button variant="outlined" onClick={() => void navigate('/logout')}>
          Log out
        </Button>
      </Stack>
    </MessagePage>
  );
};
