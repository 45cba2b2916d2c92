import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { JobDetails } from '@portal/domain/api/jobs';
import { CLOSE_JOB_REASONS, type CloseJobReasonId } from '@portal/domain/jobs/job-rules';
import { FAILED_TO_UPDATE, FIELD_REQUIRED } from '@portal/domain/messages';
import { useCloseJob } from '../api/close-job';
import { jobChangeFailureMessage } from '../api/job-change-failure';

/** Our texts: SPEC.md names the action and its reasons only. */
export const CLOSE_JOB = 'Close Job';
export const CLOSE_JOB_PROMPT = 'Why is this job being closed? Closing it stops all work on it.';

interface CloseJobDialogProps {
  open: boolean;
  onClose: () => void;
  job: JobDetails;
}

/** Closes (or cancels) a job with one of the reasons of SPEC.md §3; the user then returns to the list. */
export const CloseJobDialog = ({ open, onClose, job }: CloseJobDialogProps) => {
  const titleId = useId();
  const [reasonId, setReasonId] = useState<CloseJobReasonId | ''>('');
  const [touched, setTouched] = useState(false);
  const close = useCloseJob(job);
  const missing = touched && reasonId === '';

  const leave = () => {
    if (close.isPending) return;
    setReasonId('');
    setTouched(false);
    close.reset();
    onClose();
  };

  const confirm = () => {
    setTouched(true);
    if (reasonId !== '') close.mutate(reasonId);
  };

  return (
    <Dialog open={open} onClose={leave} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{CLOSE_JOB}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{CLOSE_JOB_PROMPT}</DialogContentText>
        <TextField
          select
          required
          fullWidth
          label="Reason"
          value={reasonId}
          onChange={(event) => setReasonId(Number(event.target.value) as CloseJobReasonId)}
          onBlur={() => setTouched(true)}
          error={missing}
          helperText={missing ? FIELD_REQUIRED : undefined}
          sx={{ mt: 1 }}
        >
          {CLOSE_JOB_REASONS.map((reason) => (
            <MenuItem key={reason.id} value={reason.id}>
              {reason.name}
            </MenuItem>
          ))}
        </TextField>
        {close.error && (
          <Alert severity="error" role="alert">
            {jobChangeFailureMessage(close.error, FAILED_TO_UPDATE)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={leave} disabled={close.isPending}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={confirm} loading={close.isPending}>
          {CLOSE_JOB}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
