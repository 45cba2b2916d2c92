import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { alpha, type Theme } from '@mui/material/styles';
import { ColumnMenu } from './column-menu';
import { tableColumns, type ListColumn, type RowLink } from './list-columns';
import { useColumnChoices } from './use-column-choices';

interface ListTableProps<Row> {
  /** Keys the Columns menu's choices in local storage. */
  listId: string;
  label: string;
  /** The name column: first, and pinned while the rest scrolls sideways. */
  pinned: Pick<ListColumn<Row>, 'id' | 'label' | 'value'>;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Absent when the user may not open details: then nothing is a link. */
  rowLink?: (row: Row) => RowLink;
  /** A row's own actions (a `RowMenu`), in a last column kept in view on the right. */
  rowActions?: (row: Row) => ReactNode;
}

const PINNED = { position: 'sticky', left: 0, bgcolor: 'background.paper', borderRight: 1, borderRightColor: 'divider' } as const;
/** Read by a screen reader, not shown: the column's heading. */
const SCREEN_READER_ONLY = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
const ACTIONS = { position: 'sticky', right: 0, bgcolor: 'background.paper', borderLeft: 1, borderLeftColor: 'divider', width: 48, px: 0.5 } as const;

/**
 * Sideways scrolling that shows: a scrollbar that stays visible, and a shadow on the right edge while
 * columns are hidden there (a background that scrolls with the content covers it at the far end).
 */
const scrollShadow = (theme: Theme) => ({
  background: `linear-gradient(to left, ${theme.palette.background.paper} 30%, transparent) right / 40px 100% no-repeat local,
    radial-gradient(farthest-side at 100% 50%, ${alpha(theme.palette.common.black, 0.2)}, transparent) right / 14px 100% no-repeat scroll`,
  scrollbarWidth: 'thin',
  scrollbarColor: `${theme.palette.grey[400]} transparent`,
  '&::-webkit-scrollbar': { height: 10, width: 10 },
  '&::-webkit-scrollbar-thumb': { backgroundColor: theme.palette.grey[400], borderRadius: 5 },
});

/**
 * A click anywhere on a row follows the row's link, as a click on the link itself would: with
 * Ctrl / Cmd / Shift or the middle button into a new tab. Links and buttons inside handle their own.
 */
const followRowLink = (event: MouseEvent<HTMLTableRowElement>) => {
  // A click in something the row opened elsewhere in the page (a menu, a drawer) is not the row's.
  if (!(event.target instanceof Element) || !event.currentTarget.contains(event.target) || event.target.closest('a, button')) return;
  const link = event.currentTarget.querySelector('a');
  if (!link) return;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button === 1) window.open(link.href, '_blank', 'noopener');
  else link.click();
};

/** The list view of a list page: a pinned name column, the shown columns most important first, and the Columns menu. */
export const ListTable = <Row,>({ listId, label, pinned, columns, rows, rowKey, rowLink, rowActions }: ListTableProps<Row>) => {
  const [choices, choose] = useColumnChoices(listId);
  const shown = tableColumns(columns, choices);
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 0.5 }}>
        <ColumnMenu columns={columns} choices={choices} onChoose={choose} />
      </Box>
      <TableContainer sx={(theme) => ({ maxHeight: 'calc(100vh - 400px)', minHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1, ...scrollShadow(theme) })}>
        <Table stickyHeader size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ ...PINNED, zIndex: 3, whiteSpace: 'nowrap' }}>{pinned.label}</TableCell>
              {shown.map((column) => (
                <TableCell key={column.id} sx={{ whiteSpace: 'nowrap' }}>
                  {column.label}
                </TableCell>
              ))}
              {rowActions && (
                <TableCell sx={{ ...ACTIONS, zIndex: 3 }}>
                  <Box component="span" sx={SCREEN_READER_ONLY}>
                    Actions
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const link = rowLink?.(row);
              return (
                <TableRow
                  key={rowKey(row)}
                  hover={!!link}
                  onClick={link ? followRowLink : undefined}
                  onAuxClick={link ? (event) => event.button === 1 && followRowLink(event) : undefined}
                  sx={{ cursor: link ? 'pointer' : 'default' }}
                >
                  <TableCell sx={{ ...PINNED, zIndex: 1, fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {link ? (
                      <Link component={RouterLink} to={link.to} state={link.state} color="inherit" underline="hover">
                        {pinned.value(row)}
                      </Link>
                    ) : (
                      pinned.value(row)
                    )}
                  </TableCell>
                  {shown.map((column) => (
                    <TableCell
                      key={column.id}
                      sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: column.maxWidth, ...column.emphasis?.(row) }}
                    >
                      {column.value(row)}
                    </TableCell>
                  ))}
                  {rowActions && <TableCell sx={{ ...ACTIONS, zIndex: 1 }}>{rowActions(row)}</TableCell>}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
};
