import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { can } from '@portal/domain/access/access-rule';
import { formatUsd } from '@portal/domain/invoices/invoice-rules';
import { SectionError } from '@/components/section-error';
import { formatDate } from '@/lib/display-format';
import { useSession } from '@/lib/session/session-context';
import { useInvoiceDetails } from '../api/get-invoice-details';
import { InvoiceLineCard } from './invoice-line-card';

interface InvoiceDrawerProps {
  invoiceId: string | undefined;
  onClose: () => void;
}

/** An invoice's lines, each checked against the work order, with their disputes; opened from the list. */
export const InvoiceDrawer = ({ invoiceId, onClose }: InvoiceDrawerProps) => {
  const { subject } = useSession();
  const details = useInvoiceDetails(invoiceId);
  const invoice = details.data;
  return (
    <Drawer anchor="right" open={invoiceId !== undefined} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 } } } }}>
      <Box component="section" aria-labelledby="invoice-drawer-title" sx={{ p: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 2 }}>
          <Box>
            <Typography id="invoice-drawer-title" variant="h2" component="h2">
              {invoice ? `Invoice ${invoice.invoiceNumber}` : 'Invoice'}
            </Typography>
            {invoice && (
              <Typography color="text.secondary">
                {`${invoice.name} · ${formatDate(invoice.date)} · ${invoice.facilityName}`}
              </Typography>
            )}
          </Box>
          <IconButton aria-label="Close" onClick={onClose}>
            <Close />
          </IconButton>
        </Stack>
        {details.isError ? (
          <SectionError onRefresh={() => void details.refetch()} />
        ) : !invoice ? (
          <Skeleton variant="rounded" height={240} />
        ) : (
          <Stack spacing={2}>
            <Typography>{`Amount ${formatUsd(invoice.paid)} · Balance Due ${formatUsd(invoice.due)}`}</Typography>
            {invoice.lines.map((line) => (
              <InvoiceLineCard
                key={line.id}
                invoiceId={invoice.id}
                line={line}
                disputes={invoice.disputes.filter((dispute) => dispute.lineId === line.id)}
                mayDispute={can(subject, 'ViewFinances')}
              />
            ))}
          </Stack>
        )}
      </Box>
    </Drawer>
  );
};
