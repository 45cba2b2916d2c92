import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { formatUsd } from '@portal/domain/invoices/invoice-rules';
import { CardFields, CardGrid } from '@/components/list/card-grid';
import { formatDate, orNotAvailable } from '@/lib/display-format';
import type { InvoiceRowsProps } from './invoice-table';

/** The invoice list at phone width: a card per invoice with the table's fields and actions. */
export const InvoiceCards = ({ rows, selected, onSelect, onDownload, onOpen, downloading }: InvoiceRowsProps) => (
  <CardGrid>
    {rows.map((row) => (
      <Card key={row.id} variant="outlined" component="article" aria-label={`Invoice ${row.invoiceNumber}`}>
        <CardContent>
          <Typography component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {row.name}
          </Typography>
          <CardFields
            fields={[
              { key: 'number', label: 'Invoice #', value: row.invoiceNumber },
              { key: 'date', label: 'Invoice Date', value: formatDate(row.date) },
              { key: 'facility', label: 'Facility', value: row.facilityName },
              { key: 'unit', label: 'Unit', value: orNotAvailable(row.unit) },
              { key: 'amount', label: 'Amount', value: formatUsd(row.paid) },
              { key: 'due', label: 'Balance Due', value: formatUsd(row.due), emphasis: { fontWeight: 600 } },
            ]}
          />
        </CardContent>
        <CardActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Checkbox checked={selected.has(row.id)} onChange={(event) => onSelect(row.id, event.target.checked)} />}
            label="Select"
          />
          <Button size="small" onClick={() => onOpen(row)}>
            Lines
          </Button>
          <Button size="small" startIcon={<Download />} disabled={downloading} onClick={() => onDownload(row)} aria-label={`Download invoice ${row.invoiceNumber}`}>
            PDF
          </Button>
        </CardActions>
      </Card>
    ))}
  </CardGrid>
);
