import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AssignmentListItem } from '@portal/domain/api/assigned';
import { StatusChip } from '@/components/status-chip';
import { assignmentColumns, travelerName } from './assignment-fields';
import type { RowEmphasis } from './assignment-cards';

interface AssignmentTableProps {
  rows: readonly AssignmentListItem[];
  showUnitManager: boolean;
  emphasis: RowEmphasis;
  /** Absent when the user may not open details. */
  onOpen?: (item: AssignmentListItem) => void;
}

/** The list view (medium screens and wider): one row per assignment. */
export const AssignmentTable = ({ rows, showUnitManager, emphasis, onOpen }: AssignmentTableProps) => {
  const columns = assignmentColumns(showUnitManager);
  return (
    <TableContainer sx={{ maxHeight: 'calc(100vh - 400px)', minHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table stickyHeader size="small" aria-label="Assignments">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Status</TableCell>
            {columns.map((column) => (
              <TableCell key={column.key}>{column.label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((item) => (
            <TableRow
              key={item.dealId}
              hover={!!onOpen}
              onClick={onOpen ? () => onOpen(item) : undefined}
              onKeyDown={onOpen ? (event) => event.key === 'Enter' && onOpen(item) : undefined}
              tabIndex={onOpen ? 0 : undefined}
              sx={{ cursor: onOpen ? 'pointer' : 'default' }}
            >
              <TableCell sx={{ fontWeight: 600 }}>{travelerName(item)}</TableCell>
              <TableCell>
                <StatusChip status={item.travelerStatus} />
              </TableCell>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  sx={{
                    fontWeight: column.key === 'start' && emphasis.boldStart(item) ? 700 : undefined,
                    color: column.key === 'end' && emphasis.orangeEnd(item) ? 'warning.dark' : undefined,
                    maxWidth: column.key === 'notes' ? 240 : undefined,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {column.value(item)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
