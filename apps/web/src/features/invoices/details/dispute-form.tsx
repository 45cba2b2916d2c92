import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DISPUTE_TEXT_MAX, DisputeLineRequest } from '@portal/domain/api/invoices';
import { useDisputeInvoiceLine } from '../api/dispute-invoice-line';

interface DisputeFormProps {
  invoiceId: string;
  lineId: string;
  onDone: () => void;
}

/** The reason a Finance user gives when disputing a line; checked with the call's own schema. */
export const DisputeForm = ({ invoiceId, lineId, onDone }: DisputeFormProps) => {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  // One key per dispute this form opens: a double submit records it once.
  const [key] = useState(() => crypto.randomUUID());
  const dispute = useDisputeInvoiceLine(invoiceId);
  const submit = () => {
    const parsed = DisputeLineRequest.safeParse({ lineId, reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    dispute.mutate({ request: parsed.data, key }, { onSuccess: onDone });
  };
  return (
    <Stack component="form" spacing={1} sx={{ mt: 1 }} onSubmit={(event) => (event.preventDefault(), submit())} noValidate>
      <TextField
        label="Reason for dispute"
        size="small"
        multiline
        minRows={2}
        required
        value={reason}
        onChange={(event) => (setReason(event.target.value), setError(undefined))}
        error={error !== undefined}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: DISPUTE_TEXT_MAX } }}
        autoFocus
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={dispute.isPending}>
          Submit Dispute
        </Button>
        <Button size="small" onClick={onDone}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
};
