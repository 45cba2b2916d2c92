import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DisputeLineRequest, ResolveDisputeRequest, type InvoiceDispute, type InvoiceLine } from '@portal/domain/api/invoices';
import { formatUsd } from '@portal/domain/invoices/invoice-rules';
import { CardFields } from '@/components/list/card-grid';
import { formatDate, orNotAvailable } from '@/lib/display-format';
import { useDisputeInvoiceLine } from '../api/dispute-invoice-line';
import { useResolveInvoiceDispute } from '../api/resolve-invoice-dispute';
import { DisputeTextForm } from './dispute-text-form';

interface InvoiceLineCardProps {
  invoiceId: string;
  line: InvoiceLine;
  disputes: readonly InvoiceDispute[];
  /** Finance may dispute and resolve (ViewFinances). */
  mayDispute: boolean;
}

/** The first issue's message of a failed check, for the form to show. */
const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

/**
 * One line of an invoice: its hours, rate and amount, why it is flagged, its disputes with Resolve on
 * the open one, and the Dispute action.
 */
export const InvoiceLineCard = ({ invoiceId, line, disputes, mayDispute }: InvoiceLineCardProps) => {
  const [form, setForm] = useState<'dispute' | 'resolve' | undefined>();
  // One key per dispute the form opens: a double submit records it once.
  const [disputeKey, setDisputeKey] = useState(() => crypto.randomUUID());
  const dispute = useDisputeInvoiceLine(invoiceId);
  const resolve = useResolveInvoiceDispute(invoiceId);
  const open = disputes.find((item) => item.status === 'Open');
  const close = () => setForm(undefined);

  const sendDispute = (reason: string) => {
    const parsed = DisputeLineRequest.safeParse({ lineId: line.id, reason });
    if (!parsed.success) return firstIssue(parsed);
    dispute.mutate(
      { request: parsed.data, key: disputeKey },
      { onSuccess: () => (close(), setDisputeKey(crypto.randomUUID())) },
    );
    return undefined;
  };
  const sendResolution = (resolution: string) => {
    if (!open) return undefined;
    const parsed = ResolveDisputeRequest.safeParse({ resolution, version: open.version });
    if (!parsed.success) return firstIssue(parsed);
    resolve.mutate({ disputeId: open.id, request: parsed.data }, { onSettled: close });
    return undefined;
  };

  return (
    <Paper component="section" variant="outlined" aria-label={`Line for the week of ${formatDate(line.weekStart)}`} sx={{ p: 2 }}>
      <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {`Week of ${formatDate(line.weekStart)}`}
      </Typography>
      <CardFields
        fields={[
          { key: 'clinician', label: 'Clinician', value: line.clinician },
          { key: 'regular', label: 'Regular Hours', value: line.regularHours },
          { key: 'overtime', label: 'Overtime Hours', value: line.overtimeHours },
          { key: 'guaranteed', label: 'Guaranteed Hours', value: orNotAvailable(line.guaranteedHours) },
          { key: 'rate', label: 'Rate', value: formatUsd(line.rate) },
          { key: 'expected', label: 'Work Order Rate', value: line.expectedRate === null ? orNotAvailable(null) : formatUsd(line.expectedRate) },
          { key: 'amount', label: 'Amount', value: formatUsd(line.amount) },
        ]}
      />
      {line.flags.map((flag) => (
        <Alert key={flag} severity="warning" sx={{ mt: 1 }}>
          {`Flagged: ${flag}`}
        </Alert>
      ))}
      {disputes.map((item) => (
        // The whole text wraps, however long its words: a dispute is read in full, never clipped.
        <Alert
          key={item.id}
          severity={item.status === 'Open' ? 'info' : 'success'}
          sx={{ mt: 1, '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } }}
        >
          <Box component="span" sx={{ fontWeight: 600 }}>{`Dispute ${item.status}: `}</Box>
          {`${item.reason} (${item.raisedBy}, ${formatDate(item.raisedAt)})`}
          {item.resolution && ` Resolution: ${item.resolution} (${item.resolvedBy ?? ''}, ${formatDate(item.resolvedAt)})`}
        </Alert>
      ))}
      {mayDispute && form === undefined && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setForm(open ? 'resolve' : 'dispute')}>
          {open ? 'Resolve Dispute' : 'Dispute Line'}
        </Button>
      )}
      {form === 'dispute' && (
        <DisputeTextForm label="Reason for dispute" submitLabel="Submit Dispute" pending={dispute.isPending} onSubmit={sendDispute} onCancel={close} />
      )}
      {form === 'resolve' && (
        <DisputeTextForm label="Resolution" submitLabel="Mark Resolved" pending={resolve.isPending} onSubmit={sendResolution} onCancel={close} />
      )}
    </Paper>
  );
};
