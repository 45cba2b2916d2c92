import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { NetworkSummary } from '@portal/domain/api/platform';
import { NetworkSelect } from './network-select';
import { useNetworks } from './api/get-networks';

interface ChangeNetworkDialogProps {
  current: NetworkSummary;
  onCancel: () => void;
  onApply: (network: NetworkSummary) => void;
}

/** Change Network with Cancel and Apply (SPEC.md §2). Mounted only while open, so it starts fresh. */
export const ChangeNetworkDialog = ({ current, onCancel, onApply }: ChangeNetworkDialogProps) => {
  const networks = useNetworks();
  const [chosenId, setChosenId] = useState(current.hospitalNetworkId);
  const chosen = networks.data?.find((n) => n.hospitalNetworkId === chosenId);

  return (
    <Dialog open onClose={onCancel} aria-labelledby="change-network-title" fullWidth maxWidth="xs">
      <DialogTitle id="change-network-title">Change Network</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Choose the hospital network to work in. Filters and searches you set on other pages will be reset.
        </DialogContentText>
        <NetworkSelect networks={networks.data ?? [current]} value={chosenId} onChange={setChosenId} disabled={!networks.data} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!chosen || chosenId === current.hospitalNetworkId}
          onClick={() => chosen && onApply(chosen)}
        >
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
};
