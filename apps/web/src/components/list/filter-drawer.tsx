import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { FilterGroupSection } from './filter-group-section';
import { cleanSelection, toggleValue, type FilterGroup, type FilterSelection } from './filter-selection';

export const FILTER_DRAWER_TITLE = 'Filter';
export const FILTER_DRAWER_SUBHEADING = 'Refine search by selecting options from list.';

interface FilterDrawerProps {
  open: boolean;
  /** Cancel, the close button, Escape and the overlay: the temporary choices are dropped. */
  onClose: () => void;
  groups: readonly FilterGroup[];
  /** The applied filters the drawer starts from each time it opens. */
  applied: FilterSelection;
  /** Apply: the drawer's choices become the applied filters; onClose follows. */
  onApply: (next: FilterSelection) => void;
}

/**
 * The More Filters drawer of SPEC.md §2. It edits a temporary copy of the applied filters, so a
 * user can try choices and walk away (Cancel, overlay) without the list changing under them.
 */
export const FilterDrawer = ({ open, onClose, groups, applied, onApply }: FilterDrawerProps) => {
  const [temporary, setTemporary] = useState<FilterSelection>(applied);
  const [wasOpen, setWasOpen] = useState(open);
  const titleId = useId();

  // Each opening starts again from what is applied; what was left on Cancel is gone.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTemporary(applied);
  }

  const apply = () => {
    onApply(cleanSelection(temporary));
    onClose();
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 400 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 2, pb: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={titleId} variant="h2" component="h2">
            {FILTER_DRAWER_TITLE}
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
            {FILTER_DRAWER_SUBHEADING}
          </Typography>
        </Box>
        <IconButton aria-label="Close" onClick={onClose}>
          <Close />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2 }}>
        {groups.map((group) => (
          <FilterGroupSection
            key={group.key}
            group={group}
            selected={temporary[group.key] ?? []}
            onToggle={(value) => setTemporary((current) => toggleValue(current, group.key, value))}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Link component="button" type="button" underline="always" onClick={() => setTemporary({})} sx={{ mr: 'auto' }}>
          Clear All
        </Link>
        <Button variant="outlined" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="contained" onClick={apply}>
          Apply
        </Button>
      </Box>
    </Drawer>
  );
};
