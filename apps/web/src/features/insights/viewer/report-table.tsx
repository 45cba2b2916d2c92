import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import type { ReportResult } from '@portal/domain/api/insights';
import { formatCell } from './report-format';

const ROWS_PER_PAGE = 100;

/** The report's rows beneath its chart, a hundred a page. */
export const ReportTable = ({ result }: { result: ReportResult }) => {
  const [page, setPage] = useState(0);
  const shown = result.rows.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE);
  return (
    <Paper variant="outlined">
      {/* Focusable, so a table wider than a phone can be scrolled sideways from the keyboard. */}
      <TableContainer tabIndex={0}>
        {/* Cells keep to one line: on a phone the table scrolls sideways rather than stacking words. */}
        <Table size="small" aria-label={`${result.report.name} table`} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              {result.columns.map((column) => (
                <TableCell key={column.id} align={column.kind === 'measure' ? 'right' : 'left'}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row, rowIndex) => (
              <TableRow key={page * ROWS_PER_PAGE + rowIndex}>
                {result.columns.map((column, index) => (
                  <TableCell key={column.id} align={column.kind === 'measure' ? 'right' : 'left'}>
                    {formatCell(column, row[index] ?? null)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {result.rows.length > ROWS_PER_PAGE && (
        <TablePagination
          component="div"
          count={result.rows.length}
          page={page}
          rowsPerPage={ROWS_PER_PAGE}
          rowsPerPageOptions={[ROWS_PER_PAGE]}
          onPageChange={(_, next) => setPage(next)}
        />
      )}
    </Paper>
  );
};
