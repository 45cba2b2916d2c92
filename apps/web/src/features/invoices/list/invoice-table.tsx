import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Download from '@mui/icons-material/Download';
import type { InvoiceListItem } from '@portal/domain/api/invoices';
import { formatUsd } from '@portal/domain/invoices/invoice-rules';
import { formatDate, orNotAvailable } from '@/lib/display-format';

/** SPEC.md §9: the invoice table is the window's height minus 432 px. */
const TABLE_HEIGHT = 'calc(100vh - 432px)';
const MIN_TABLE_HEIGHT = 320;

export interface InvoiceRowsProps {
  rows: readonly InvoiceListItem[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, selected: boolean) => void;
  onDownload: (invoice: InvoiceListItem) => void;
  onOpen: (invoice: InvoiceListItem) => void;
  downloading: boolean;
}

/** The columns of SPEC.md §2 (Action, Name, Invoice #, Invoice Date, Facility, Unit, Amount, Balance Due) with a selection box. */
export const InvoiceTable = ({ rows, selected, onSelect, onDownload, onOpen, downloading }: InvoiceRowsProps) => {
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    // Focusable, so the rows that scroll inside it can be reached and scrolled from the keyboard.
    <TableContainer component={Paper} variant="outlined" tabIndex={0} sx={{ maxHeight: TABLE_HEIGHT, minHeight: Math.min(MIN_TABLE_HEIGHT, rows.length * 53 + 57) }}>
      <Table stickyHeader size="small" aria-label="Invoices">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                indeterminate={!allSelected && rows.some((row) => selected.has(row.id))}
                onChange={(event) => rows.forEach((row) => onSelect(row.id, event.target.checked))}
                slotProps={{ input: { 'aria-label': 'Select every invoice of the page' } }}
              />
            </TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Invoice #</TableCell>
            <TableCell>Invoice Date</TableCell>
            <TableCell>Facility</TableCell>
            <TableCell>Unit</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell align="right">Balance Due</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover selected={selected.has(row.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(row.id)}
                  onChange={(event) => onSelect(row.id, event.target.checked)}
                  slotProps={{ input: { 'aria-label': `Select invoice ${row.invoiceNumber}` } }}
                />
              </TableCell>
              <TableCell>
                <Tooltip title="Download PDF">
                  <span>
                    <IconButton size="small" aria-label={`Download invoice ${row.invoiceNumber}`} disabled={downloading} onClick={() => onDownload(row)}>
                      <Download fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
              <TableCell>
                <Link component="button" type="button" onClick={() => onOpen(row)} sx={{ textAlign: 'left' }}>
                  {row.name}
                </Link>
              </TableCell>
              <TableCell>{row.invoiceNumber}</TableCell>
              <TableCell>{formatDate(row.date)}</TableCell>
              <TableCell>{row.facilityName}</TableCell>
              <TableCell>{orNotAvailable(row.unit)}</TableCell>
              <TableCell align="right">{formatUsd(row.paid)}</TableCell>
              <TableCell align="right">{formatUsd(row.due)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
