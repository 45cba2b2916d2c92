import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { INACTIVITY_LOGOUT_AFTER_DIALOG_MS } from '@portal/domain/limits';
import { useCountdown } from './use-countdown';

interface SessionTimeoutDialogProps {
  onStay: () => void;
  onLogoff: () => void;
}

/** Session Timeout (SPEC.md §2): logs off by itself 30 s after it appears. */
export const SessionTimeoutDialog = ({ onStay, onLogoff }: SessionTimeoutDialogProps) => {
  const secondsLeft = useCountdown(INACTIVITY_LOGOUT_AFTER_DIALOG_MS, onLogoff);
  return (
    <Dialog open aria-labelledby="session-timeout-title" aria-describedby="session-timeout-text">
      <DialogTitle id="session-timeout-title">Session Timeout</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-timeout-text">
          {`You have been inactive for a while. For your security you will be logged off in ${secondsLeft} seconds.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogoff}>Logoff</Button>
        <Button variant="contained" onClick={onStay} autoFocus>
          Stay Signed in
        </Button>
      </DialogActions>
    </Dialog>
  );
};
