import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { FinancialReport } from '@portal/domain/api/reports';
import { formatUsd } from '@portal/domain/invoices/invoice-rules';

/** The report by facility and unit as a table, with its total: the figures the charts draw. */
export const FinancialTable = ({ report }: { report: FinancialReport }) => (
  // Focusable, so a table wider than a phone can be scrolled sideways from the keyboard.
  <TableContainer component={Paper} variant="outlined" tabIndex={0}>
    <Table size="small" aria-label="Financial report by facility and unit">
      <TableHead>
        <TableRow>
          <TableCell>Facility</TableCell>
          <TableCell>Unit</TableCell>
          <TableCell align="right">Invoices</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell align="right">Balance Due</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {report.byFacilityUnit.map((row) => (
          <TableRow key={`${row.facilityId}-${row.unit}`}>
            <TableCell>{row.facility}</TableCell>
            <TableCell>{row.unit}</TableCell>
            <TableCell align="right">{row.invoices.toLocaleString('en-US')}</TableCell>
            <TableCell align="right">{formatUsd(row.amount)}</TableCell>
            <TableCell align="right">{formatUsd(row.balance)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
            Total
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {report.total.invoices.toLocaleString('en-US')}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {formatUsd(report.total.amount)}
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {formatUsd(report.total.balance)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  </TableContainer>
);
