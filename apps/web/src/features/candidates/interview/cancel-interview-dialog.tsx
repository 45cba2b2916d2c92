import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { Interview } from '@portal/domain/api/interviews';
import { INTERVIEW_REASON_MAX } from '@portal/domain/interviews/interview-rules';
import { FIELD_REQUIRED } from '@portal/domain/messages';
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
        <TextField
          required
          fullWidth
          multiline
          minRows={2}
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={missing}
          helperText={missing ? FIELD_REQUIRED : undefined}
          slotProps={{ htmlInput: { maxLength: INTERVIEW_REASON_MAX } }}
          sx={{ mt: 1 }}
        />
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
