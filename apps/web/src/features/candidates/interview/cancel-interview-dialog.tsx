import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Interview } from '@portal/domain/api/interviews';
import { INTERVIEW_REASON_MAX } from '@portal/domain/interviews/interview-rules';
import { WrittenReasonField } from '@/components/reason-fields/written-reason-field';
import { useChangeInterview } from '../api/change-interview';

export const CANCEL_INTERVIEW = 'Cancel interview';

/** Asks why before cancelling: the provider and the interviewer's calendar are told the reason. */
export const CancelInterviewDialog = ({ interview, onClose }: { interview: Interview; onClose: () => void }) => {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const change = useChangeInterview(interview.id);
  const confirm = () => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    change.mutate({ action: 'cancel', version: interview.version, reason: reason.trim() }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="cancel-interview-title" fullWidth maxWidth="xs">
      <DialogTitle id="cancel-interview-title">{CANCEL_INTERVIEW}?</DialogTitle>
      <DialogContent>
        <WrittenReasonField value={reason} onChange={setReason} missing={missing} maxLength={INTERVIEW_REASON_MAX} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={change.isPending}>
          Keep interview
        </Button>
        <Button variant="contained" color="error" onClick={confirm} loading={change.isPending}>
          {CANCEL_INTERVIEW}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
