import TextField from '@mui/material/TextField';
import { EXTENSION_REASON_MAX } from '@portal/domain/limits';
import { FIELD_REQUIRED } from '@portal/domain/messages';

interface WrittenReasonFieldProps {
  value: string;
  onChange: (reason: string) => void;
  /** Shows the required message (the user tried to confirm without a reason). */
  missing: boolean;
  /** What the server keeps of this reason; an extension's by default. */
  maxLength?: number;
}

/** A required reason the user writes (an extension offer's rejection, a cancelled interview, a rejected week), as long as the server keeps. */
export const WrittenReasonField = ({ value, onChange, missing, maxLength = EXTENSION_REASON_MAX }: WrittenReasonFieldProps) => (
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
    slotProps={{ htmlInput: { maxLength } }}
    sx={{ mt: 1 }}
  />
);
