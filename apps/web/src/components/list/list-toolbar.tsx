import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterList from '@mui/icons-material/FilterList';

interface ListToolbarProps {
  /** A SearchBox. */
  search: ReactNode;
  /** A StatusSelect, plus any page-specific selects (Starts / Stops: Date Type, window; Candidates: Overdue only). */
  selects?: ReactNode;
  /** A SortMenu. */
  sort?: ReactNode;
  /** Shows More Filters, which opens the page's FilterDrawer. */
  onMoreFilters?: () => void;
  /** Applied drawer filters, shown as a badge on More Filters. */
  activeFilterCount?: number;
  /** A LayoutToggle (it hides itself on phones). */
  layout?: ReactNode;
}

/**
 * The controls row of every list page, in one order: search, selects, sort, More Filters, layout.
 * They are siblings of one wrapping row, so each page wraps alike and only what does not fit moves
 * down; on a 1280 px screen they fit one row (docs/decisions/0125-one-list-toolbar-row.md). On a
 * phone the search and the status select take full rows and the buttons wrap beneath them.
 */
export const ListToolbar = ({ search, selects, sort, onMoreFilters, activeFilterCount = 0, layout }: ListToolbarProps) => (
  <Box role="group" aria-label="List controls" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
    <Box sx={{ flex: { xs: '1 1 100%', md: '0 0 auto' }, minWidth: 0 }}>{search}</Box>
    {selects}
    {sort}
    {onMoreFilters && (
      <Button
        variant="outlined"
        onClick={onMoreFilters}
        aria-label={activeFilterCount > 0 ? `More Filters (${activeFilterCount} active)` : 'More Filters'}
        startIcon={
          <Badge badgeContent={activeFilterCount} color="primary" max={99}>
            <FilterList />
          </Badge>
        }
        sx={{ whiteSpace: 'nowrap' }}
      >
        More Filters
      </Button>
    )}
    {layout}
  </Box>
);
