import Box from '@mui/material/Box';
import PaginationItem from '@mui/material/PaginationItem';
import Typography from '@mui/material/Typography';
import { pageCount, pageSlots, shownRows } from '@portal/domain/lists/pagination';

interface ListPaginationProps {
  /** One-based. */
  page: number;
  pageSize: number;
  /** Rows matching the search and filters, all pages together. */
  total: number;
  onChange: (page: number) => void;
}

export const showingText = (from: number, to: number, total: number) => `Showing ${from}–${to} of ${total}`;

/**
 * Numbered pages (SPEC.md §9: every page up to 7, ellipses beyond), from the domain's rule rather
 * than MUI's own sibling arithmetic so the threshold stays the one named in the limits.
 */
export const ListPagination = ({ page, pageSize, total, onChange }: ListPaginationProps) => {
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const { from, to } = shownRows(page, pageSize, total);
  const current = Math.min(Math.max(page, 1), count);
  const go = (target: number) => target !== current && onChange(target);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {showingText(from, to, total)}
      </Typography>
      <nav aria-label="pagination navigation">
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, listStyle: 'none', p: 0, m: 0 }}>
          <li>
            <PaginationItem type="previous" disabled={current === 1} aria-label="Go to previous page" onClick={() => go(current - 1)} />
          </li>
          {pageSlots(current, count).map((slot) => (
            <li key={slot}>
              {typeof slot === 'number' ? (
                <PaginationItem
                  type="page"
                  page={slot}
                  selected={slot === current}
                  aria-current={slot === current ? 'page' : undefined}
                  aria-label={slot === current ? `page ${slot}` : `Go to page ${slot}`}
                  onClick={() => go(slot)}
                />
              ) : (
                <PaginationItem type={slot} />
              )}
            </li>
          ))}
          <li>
            <PaginationItem type="next" disabled={current === count} aria-label="Go to next page" onClick={() => go(current + 1)} />
          </li>
        </Box>
      </nav>
    </Box>
  );
};
