import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { INVITE_PENDING_MESSAGE } from '@portal/domain/users/user-rules';
import { useResendInvitation } from '../api/resend-invitation';

/** SPEC.md §5: a user who has not accepted the invite yet, with Resend. */
export const InvitePending = ({ userId }: { userId: string }) => {
  const resend = useResendInvitation();
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" loading={resend.isPending} onClick={() => resend.mutate(userId)}>
          Resend
        </Button>
      }
    >
      {INVITE_PENDING_MESSAGE}
    </Alert>
  );
};
