import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CANDIDATE_DECLINE_PROMPT } from '@portal/domain/candidates/candidate-rules';
import { DeclineReasonSelect } from '@/components/reason-fields/decline-reason-select';

/** Our texts: SPEC.md names the action, its required reason and its toast only. */
export const DECLINE = 'Decline';
/** Names whom it declines: on a phone the dialog covers the page's heading (decision 0120). */
export const declineTitle = (candidateName: string) => `Decline ${candidateName}`;
export const DECLINE_PROMPT = CANDIDATE_DECLINE_PROMPT;

interface DeclineDialogProps {
  candidateName: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onDecline: (declineReasonId: number) => void;
}

/** A candidate's decline and its required reason (SPEC.md §5). */
export const DeclineDialog = ({ candidateName, open, busy, onCancel, onDecline }: DeclineDialogProps) => {
  const titleId = useId();
  const [reasonId, setReasonId] = useState<number | ''>('');
  const [touched, setTouched] = useState(false);
  const missing = touched && reasonId === '';

  const leave = () => {
    if (busy) return;
    setReasonId('');
    setTouched(false);
    onCancel();
  };

  const confirm = () => {
    setTouched(true);
    if (reasonId !== '') onDecline(reasonId);
  };

  return (
    <Dialog open={open} onClose={leave} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {declineTitle(candidateName)}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{DECLINE_PROMPT}</DialogContentText>
        <DeclineReasonSelect value={reasonId} onChange={setReasonId} missing={missing} onBlur={() => setTouched(true)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={leave} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={confirm} loading={busy}>
          {DECLINE}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
