import { FilterChips } from './filter-chips';
import { FilterDrawer } from './filter-drawer';
import { activeFilters, type FilterGroup, type FilterSelection } from './filter-selection';
import type { ListControls } from './use-list-controls';

interface ListFiltersProps {
  groups: readonly FilterGroup[];
  controls: Pick<ListControls, 'setFilters' | 'removeFilter' | 'clearAll'> & { state: { filters: FilterSelection } };
  drawerOpen: boolean;
  onCloseDrawer: () => void;
}

/** A list's applied filters as chips, and the More Filters drawer that changes them. */
export const ListFilters = ({ groups, controls, drawerOpen, onCloseDrawer }: ListFiltersProps) => (
  <>
    <FilterChips
      filters={activeFilters(groups, controls.state.filters)}
      onRemove={(chip) => controls.removeFilter(chip.key, chip.value)}
      onClearAll={controls.clearAll}
    />
    <FilterDrawer open={drawerOpen} onClose={onCloseDrawer} groups={groups} applied={controls.state.filters} onApply={controls.setFilters} />
  </>
);
