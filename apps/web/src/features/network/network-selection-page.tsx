import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { safeReturnTo } from '@/lib/auth/sign-in-state';
import { useSession } from '@/lib/session/session-context';
import { NetworkSelect } from './network-select';
import { useNetworks } from './api/get-networks';
import { useSwitchNetwork } from './use-switch-network';

/**
 * /internal-user-network-selection: an internal user picks the network to act in, then goes on to
 * the page they were opening when they were sent here (a deep link), or home.
 */
export const NetworkSelectionPage = () => {
  const { network } = useSession();
  const networks = useNetworks();
  const switchNetwork = useSwitchNetwork();
  const navigate = useNavigate();
  const returnTo = safeReturnTo((useLocation().state as { returnTo?: unknown } | null)?.returnTo);
  const [chosenId, setChosenId] = useState(network?.hospitalNetworkId ?? '');
  const chosen = networks.data?.find((n) => n.hospitalNetworkId === chosenId);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', px: 3, minHeight: 64, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.1rem', color: 'primary.main', flex: 1 }}>
          Client Portal
        </Typography>
        <Button onClick={() => void navigate('/logout')}>Log out</Button>
      </Box>
      <Box component="main" sx={{ display: 'grid', placeItems: 'center', p: 2, pt: { xs: 4, sm: 10 } }}>
        <Paper component="form" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 480, border: 1, borderColor: 'divider' }}
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen) switchNetwork(chosen, returnTo);
          }}
        >
          <Typography variant="h1" component="h1">
            Select a Network
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            Choose the hospital network you want to work in. You can change it later from the header.
          </Typography>
          {networks.isError ? (
            <Alert severity="error" action={<Button color="inherit" onClick={() => void networks.refetch()}>Refresh</Button>}>
              The list of networks could not be loaded.
            </Alert>
          ) : (
            <NetworkSelect networks={networks.data ?? []} value={chosen ? chosenId : ''} onChange={setChosenId} disabled={!networks.data} />
          )}
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 3 }} disabled={!chosen}>
            Continue
          </Button>
        </Paper>
      </Box>
    </Box>
  );
};
