import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { NetworkSummary } from '@portal/domain/api/platform';

interface NetworkSelectProps {
  networks: readonly NetworkSummary[];
  value: string;
  onChange: (networkId: string) => void;
  disabled?: boolean;
}

/** The dropdown labelled Network (SPEC.md §2); `networks` arrive sorted. */
export const NetworkSelect = ({ networks, value, onChange, disabled }: NetworkSelectProps) => (
  <TextField
    select
    fullWidth
    label="Network"
    value={value}
    disabled={disabled}
    onChange={(event) => onChange(event.target.value)}
  >
    {networks.map((network) => (
      <MenuItem key={network.hospitalNetworkId} value={network.hospitalNetworkId}>
        {network.networkName}
      </MenuItem>
    ))}
  </TextField>
);
