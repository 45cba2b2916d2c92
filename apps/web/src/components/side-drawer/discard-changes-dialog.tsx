import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Texts of SPEC.md §5, exactly as written. */
export const DISCARD_TITLE = 'Discard changes?';
export const DISCARD_MESSAGE = 'Your progress will not be saved.';
export const KEEP_EDITING = 'Keep Editing';
export const DISCARD_AND_EXIT = 'Discard & Exit';

interface DiscardChangesDialogProps {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}

/** Asked before a form with unsaved changes is left. */
export const DiscardChangesDialog = ({ open, onKeepEditing, onDiscard }: DiscardChangesDialogProps) => (
  <Dialog open={open} onClose={onKeepEditing} aria-labelledby="discard-changes-title" aria-describedby="discard-changes-message">
    <DialogTitle id="discard-changes-title">{DISCARD_TITLE}</DialogTitle>
    <DialogContent>
      <DialogContentText id="discard-changes-message">{DISCARD_MESSAGE}</DialogContentText>
    </DialogContent>
    <DialogActions>
      {/* Keeping the work is the safe choice, so it has the focus. */}
      <Button onClick={onKeepEditing} autoFocus>
        {KEEP_EDITING}
      </Button>
      <Button onClick={onDiscard} color="error" variant="contained">
        {DISCARD_AND_EXIT}
      </Button>
    </DialogActions>
  </Dialog>
);
