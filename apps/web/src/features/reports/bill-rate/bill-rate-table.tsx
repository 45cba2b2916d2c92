import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { BillRateRow } from '@portal/domain/api/reports';
import { formatUsd } from '@portal/domain/invoices/invoice-rules';

export const BILL_RATE_HEADERS = ['Title', 'Unit', 'State', 'Jobs', 'Lowest', 'Average', 'Highest'] as const;

/** Every row of the bill-rate report. */
export const BillRateTable = ({ rows }: { rows: readonly BillRateRow[] }) => (
  // Focusable, so the rows that scroll inside it can be reached and scrolled from the keyboard.
  <TableContainer component={Paper} variant="outlined" tabIndex={0} sx={{ maxHeight: 'calc(100vh - 300px)', minHeight: 240 }}>
    <Table stickyHeader size="small" aria-label="Bill rates by title, unit and state">
      <TableHead>
        <TableRow>
          {BILL_RATE_HEADERS.map((header, i) => (
            <TableCell key={header} align={i >= 3 ? 'right' : 'left'}>
              {header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={`${row.title}|${row.unit}|${row.state}`}>
            <TableCell>{row.title}</TableCell>
            <TableCell>{row.unit}</TableCell>
            <TableCell>{row.state}</TableCell>
            <TableCell align="right">{row.jobs}</TableCell>
            <TableCell align="right">{formatUsd(row.minRate)}</TableCell>
            <TableCell align="right">{formatUsd(row.averageRate)}</TableCell>
            <TableCell align="right">{formatUsd(row.maxRate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
