import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { InvoiceDispute, InvoiceLine } from '@portal/domain/api/invoices';
import { formatUsd } from '@portal/domain/invoices/invoice-rules';
import { CardFields } from '@/components/list/card-grid';
import { formatDate, orNotAvailable } from '@/lib/display-format';
import { DisputeForm } from './dispute-form';

interface InvoiceLineCardProps {
  invoiceId: string;
  line: InvoiceLine;
  disputes: readonly InvoiceDispute[];
  /** Finance may dispute (ViewFinances). */
  mayDispute: boolean;
}

/** One line of an invoice: its hours, rate and amount, why it is flagged, its disputes and the Dispute action. */
export const InvoiceLineCard = ({ invoiceId, line, disputes, mayDispute }: InvoiceLineCardProps) => {
  const [disputing, setDisputing] = useState(false);
  const open = disputes.some((dispute) => dispute.status === 'Open');
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
      {disputes.map((dispute) => (
        <Alert key={dispute.id} severity={dispute.status === 'Open' ? 'info' : 'success'} sx={{ mt: 1 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>{`Dispute ${dispute.status}: `}</Box>
          {`${dispute.reason} (${dispute.raisedBy}, ${formatDate(dispute.raisedAt)})`}
          {dispute.resolution && ` Resolution: ${dispute.resolution} (${dispute.resolvedBy ?? ''}, ${formatDate(dispute.resolvedAt)})`}
        </Alert>
      ))}
      {mayDispute && !open && !disputing && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setDisputing(true)}>
          Dispute Line
        </Button>
      )}
      {disputing && <DisputeForm invoiceId={invoiceId} lineId={line.id} onDone={() => setDisputing(false)} />}
    </Paper>
  );
};
