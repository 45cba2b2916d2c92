import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDialogProps {
  open: boolean;
  question: string;
  onAnswer: (yes: boolean) => void;
}

/** A Yes / No question before a change is sent (SPEC.md §5: 'Do you want to Approve?'). */
export const ConfirmDialog = ({ open, question, onAnswer }: ConfirmDialogProps) => (
  <Dialog open={open} onClose={() => onAnswer(false)} aria-labelledby="confirm-dialog-question" maxWidth="xs" fullWidth>
    <DialogTitle id="confirm-dialog-question">{question}</DialogTitle>
    <DialogActions>
      <Button onClick={() => onAnswer(false)}>No</Button>
      <Button onClick={() => onAnswer(true)} variant="contained" autoFocus>
        Yes
      </Button>
    </DialogActions>
  </Dialog>
);
