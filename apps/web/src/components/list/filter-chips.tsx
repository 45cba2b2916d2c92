import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { ActiveFilter } from './filter-selection';

interface FilterChipsProps {
  /** Usually `activeFilters(groups, applied)`, plus any page-specific chips. */
  filters: readonly ActiveFilter[];
  onRemove: (filter: ActiveFilter) => void;
  onClearAll: () => void;
}

/** The applied filters as deletable 'Group: Option' chips with Clear All (SPEC.md §2). */
export const FilterChips = ({ filters, onRemove, onClearAll }: FilterChipsProps) => {
  if (filters.length === 0) return null;
  return (
    <Box component="ul" aria-label="Active filters" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}>
      {filters.map((filter) => (
        <li key={`${filter.key}\u0000${filter.value}`}>
          <Chip label={filter.label} onDelete={() => onRemove(filter)} size="small" variant="outlined" sx={{ maxWidth: '100%' }} />
        </li>
      ))}
      <li>
        <Button size="small" onClick={onClearAll}>
          Clear All
        </Button>
      </li>
    </Box>
  );
};
