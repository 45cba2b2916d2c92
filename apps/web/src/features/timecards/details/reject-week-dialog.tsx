import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { TIMECARD_REASON_MAX } from '@portal/domain/timecards/timecard-rules';
import { WrittenReasonField } from '@/components/reason-fields/written-reason-field';

/** Our text: SPEC.md names none for timecards. */
export const TIMECARD_REJECT_PROMPT = 'Why are you rejecting this timecard?';

/** The reason the provider receives with a rejected week: required. */
export const RejectWeekDialog = ({ busy, onCancel, onReject }: { busy: boolean; onCancel: () => void; onReject: (reason: string) => void }) => {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && reason.trim() === '';
  const reject = () => {
    setTouched(true);
    if (reason.trim() !== '') onReject(reason.trim());
  };
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{TIMECARD_REJECT_PROMPT}</DialogTitle>
      <DialogContent>
        <WrittenReasonField value={reason} onChange={setReason} missing={missing} maxLength={TIMECARD_REASON_MAX} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button onClick={reject} variant="contained" color="error" disabled={busy}>
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
};
