import { Controller, type Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { UserForm } from '@portal/domain/users/user-form';
import { STATUS_LOCKED_MESSAGE } from '@portal/domain/users/user-rules';

interface StatusSwitchesProps {
  control: Control<UserForm>;
  /** SPEC.md §5: the editor may not change this user's status; the switch is read-only and says why. */
  statusLocked: boolean;
  /** SPEC.md §5: the 2-Step Approver switch shows only where it applies. */
  showsApprover: boolean;
}

/** The Active and 2-Step Approver switches of the drawer. */
export const StatusSwitches = ({ control, statusLocked, showsApprover }: StatusSwitchesProps) => (
  <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
    <Controller
      control={control}
      name="isActive"
      render={({ field }) => (
        <FormControlLabel
          label="Active"
          control={<Switch name={field.name} checked={field.value} onChange={(event) => field.onChange(event.target.checked)} disabled={statusLocked} />}
        />
      )}
    />
    {statusLocked && <Alert severity="info">{STATUS_LOCKED_MESSAGE}</Alert>}
    {showsApprover && (
      <Controller
        control={control}
        name="isJobApprover"
        render={({ field }) => (
          <FormControlLabel
            label="2-Step Approver"
            control={<Switch name={field.name} checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
          />
        )}
      />
    )}
  </Box>
);
