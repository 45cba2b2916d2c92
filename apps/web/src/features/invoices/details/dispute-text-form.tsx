import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DISPUTE_TEXT_MAX } from '@portal/domain/api/invoices';
import { maxLengthMessage } from '@portal/domain/messages';

interface DisputeTextFormProps {
  /** The text field's label: the dispute's reason, or how it was resolved. */
  label: string;
  submitLabel: string;
  pending: boolean;
  /** Checks the text with the call's own schema and sends it; answers the message to show when it does not pass. */
  onSubmit: (text: string) => string | undefined;
  onCancel: () => void;
}

/** The one text a Finance user writes on a dispute: its reason when opening it, its resolution when closing it. */
export const DisputeTextForm = ({ label, submitLabel, pending, onSubmit, onCancel }: DisputeTextFormProps) => {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  // An overlong text is kept and named with the limit as it is typed or pasted, never cut silently (SPEC.md §5).
  const tooLong = text.length > DISPUTE_TEXT_MAX;
  const shownError = tooLong ? `${maxLengthMessage(DISPUTE_TEXT_MAX)} Current length: ${text.length}` : error;
  return (
    <Stack component="form" spacing={1} sx={{ mt: 1 }} onSubmit={(event) => (event.preventDefault(), setError(onSubmit(text)))} noValidate>
      <TextField
        label={label}
        size="small"
        multiline
        minRows={2}
        required
        value={text}
        onChange={(event) => (setText(event.target.value), setError(undefined))}
        error={shownError !== undefined}
        helperText={shownError}
        slotProps={{ formHelperText: { role: 'status' } }}
        autoFocus
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={pending || tooLong}>
          {submitLabel}
        </Button>
        <Button size="small" onClick={onCancel}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
};
