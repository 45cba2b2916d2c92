import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import GridView from '@mui/icons-material/GridView';
import ViewList from '@mui/icons-material/ViewList';
import type { ListLayout } from './use-list-controls';
import { useSmallScreen } from './use-small-screen';

interface LayoutToggleProps {
  value: ListLayout;
  onChange: (layout: ListLayout) => void;
}

/** Card or list; not offered below the md breakpoint, where lists are cards only (SPEC.md §2). */
export const LayoutToggle = ({ value, onChange }: LayoutToggleProps) => {
  if (useSmallScreen()) return null;
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label="Layout"
      value={value}
      // Pressing the chosen button again would unset it; a list always has a layout.
      onChange={(_event, next: ListLayout | null) => next && next !== value && onChange(next)}
    >
      <ToggleButton value="card" aria-label="Card view">
        <GridView fontSize="small" />
      </ToggleButton>
      <ToggleButton value="list" aria-label="List view">
        <ViewList fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
};
