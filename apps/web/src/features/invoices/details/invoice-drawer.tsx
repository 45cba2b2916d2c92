import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import { can } from '@portal/domain/access/access-rule';
import { formatUsd } from '@portal/domain/invoices/invoice-rules';
import { SectionError } from '@/components/section-error';
import { formatDate } from '@/lib/display-format';
import { useSession } from '@/lib/session/session-context';
import { useDownloadInvoices } from '../api/download-invoices';
import { useInvoiceDetails } from '../api/get-invoice-details';
import { InvoiceLineCard } from './invoice-line-card';

interface InvoiceDrawerProps {
  invoiceId: string | undefined;
  onClose: () => void;
}

/**
 * An invoice's lines, each checked against the work order, with their disputes, and its PDF (the
 * list's Action download, so the user need not close the drawer to get it); opened from the list.
 */
export const InvoiceDrawer = ({ invoiceId, onClose }: InvoiceDrawerProps) => {
  const { subject } = useSession();
  const details = useInvoiceDetails(invoiceId);
  const invoice = details.data;
  const download = useDownloadInvoices();
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
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <Typography>{`Amount ${formatUsd(invoice.paid)} · Balance Due ${formatUsd(invoice.due)}`}</Typography>
              <Button variant="outlined" size="small" startIcon={<Download />} loading={download.isPending} onClick={() => download.mutate([invoice.id])}>
                Download PDF
              </Button>
            </Stack>
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
