import TextField from '@mui/material/TextField';
import { EXTENSION_REASON_MAX } from '@portal/domain/limits';
import { FIELD_REQUIRED } from '@portal/domain/messages';

interface WrittenReasonFieldProps {
  value: string;
  onChange: (reason: string) => void;
  /** Shows the required message (the user tried to confirm without a reason). */
  missing: boolean;
}

/** A required reason the user writes (an extension offer's rejection), as long as the server keeps. */
export const WrittenReasonField = ({ value, onChange, missing }: WrittenReasonFieldProps) => (
  <TextField
    required
    fullWidth
    multiline
    minRows={2}
    label="Reason"
    value={value}
    onChange={(event) => onChange(event.target.value)}
    error={missing}
    helperText={missing ? FIELD_REQUIRED : undefined}
    slotProps={{ htmlInput: { maxLength: EXTENSION_REASON_MAX } }}
    sx={{ mt: 1 }}
  />
);
