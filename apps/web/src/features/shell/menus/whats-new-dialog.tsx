import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Announcements (announcements-widget flag). None are published yet, which the dialog says plainly. */
export const WhatsNewDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Dialog open={open} onClose={onClose} aria-labelledby="whats-new-title">
    <DialogTitle id="whats-new-title">{"What's New"}</DialogTitle>
    <DialogContent>
      <DialogContentText>There are no announcements right now.</DialogContentText>
    </DialogContent>
    <DialogActions>
      <Button onClick={onClose}>Close</Button>
    </DialogActions>
  </Dialog>
);
