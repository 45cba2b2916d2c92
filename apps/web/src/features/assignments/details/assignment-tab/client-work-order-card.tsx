import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import FileDownload from '@mui/icons-material/FileDownloadOutlined';
import { SectionError } from '@/components/section-error';
import { useDownloadDocument } from '../../api/download-document';
import { useClientWorkOrders } from '../../api/get-client-work-orders';
import { DetailsSection } from '@/components/details-section';
import { formatDate } from '@/lib/display-format';

/** SPEC.md §7: a client work order is saved as 'Client Work Order'. */
const CLIENT_WORK_ORDER_FILE = 'Client Work Order.pdf';
const NO_CLIENT_WORK_ORDERS = 'No Client Work Orders';

export const ClientWorkOrderCard = ({ dealId }: { dealId: string }) => {
  const orders = useClientWorkOrders(dealId);
  const download = useDownloadDocument();

  const content = () => {
    if (orders.isPending) return <CircularProgress size={24} aria-label="Loading client work orders" />;
    if (orders.isError) return <SectionError onRefresh={() => void orders.refetch()} />;
    if (orders.data.length === 0) return <Typography color="text.secondary">{NO_CLIENT_WORK_ORDERS}</Typography>;
    return orders.data.map((order) => (
      <Box key={order.blobId} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}>
        <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{order.displayName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {`Created ${formatDate(order.createdDate)}`}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<FileDownload />}
          aria-label={`Download ${order.displayName}`}
          loading={download.isPending && download.variables?.blobId === order.blobId}
          onClick={() => download.mutate({ blobId: order.blobId, saveAs: CLIENT_WORK_ORDER_FILE })}
        >
          Download
        </Button>
      </Box>
    ));
  };

  return <DetailsSection title="Client Work Order">{content()}</DetailsSection>;
};
