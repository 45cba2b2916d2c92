import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FIELD_REQUIRED } from '@portal/domain/messages';
import { useDeclineReasons } from './decline-reasons';

interface DeclineReasonSelectProps {
  value: number | '';
  onChange: (declineReasonId: number) => void;
  /** Shows the required message (the user tried to confirm, or left the field, without a reason). */
  missing: boolean;
  onBlur?: () => void;
}

/** A candidate decline's required reason, picked from the provider's list (SPEC.md §5). */
export const DeclineReasonSelect = ({ value, onChange, missing, onBlur }: DeclineReasonSelectProps) => {
  const reasons = useDeclineReasons(true);
  return (
    <TextField
      select
      required
      fullWidth
      label="Reason"
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      onBlur={onBlur}
      error={missing}
      helperText={missing ? FIELD_REQUIRED : undefined}
      sx={{ mt: 1 }}
    >
      {(reasons.data ?? []).map((reason) => (
        <MenuItem key={reason.id} value={reason.id}>
          {reason.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
