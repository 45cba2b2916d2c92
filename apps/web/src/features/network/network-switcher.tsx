import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { useSession } from '@/lib/session/session-context';
import { ChangeNetworkDialog } from './change-network-dialog';
import { useSwitchNetwork } from './use-switch-network';

/** 'Viewing: {network}' with Change Network, for internal users who act in a chosen network. */
export const NetworkSwitcher = () => {
  const { internal, network } = useSession();
  const switchNetwork = useSwitchNetwork();
  const [open, setOpen] = useState(false);
  if (!internal || !network) return null;

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, width: { xs: '100%', md: 'auto' }, justifyContent: { xs: 'space-between', md: 'flex-start' } }}>
      <Typography noWrap sx={{ fontWeight: 600, minWidth: 0 }} title={network.networkName}>
        {`Viewing: ${network.networkName}`}
      </Typography>
      <Button size="small" startIcon={<SwapHoriz />} onClick={() => setOpen(true)} sx={{ flexShrink: 0 }} aria-label="Change Network">
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          Change Network
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          Change
        </Box>
      </Button>
      {open && (
        <ChangeNetworkDialog
          current={network}
          onCancel={() => setOpen(false)}
          onApply={(chosen) => {
            setOpen(false);
            switchNetwork(chosen);
          }}
        />
      )}
    </Box>
  );
};
