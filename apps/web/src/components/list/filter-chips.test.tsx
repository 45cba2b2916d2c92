import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterChips } from './filter-chips';
import { activeFilters, type FilterGroup } from './filter-selection';

const GROUPS: FilterGroup[] = [
  { key: 'hospital', label: 'Hospital', options: [{ value: 'h1', label: 'Northwind General' }] },
  { key: 'shift', label: 'Shift', options: [{ value: 'Nights', label: 'Nights' }, { value: 'Days', label: 'Days' }] },
];

describe('FilterChips', () => {
  it('renders nothing without active filters', () => {
    const { container } = render(<FilterChips filters={[]} onRemove={vi.fn()} onClearAll={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows each applied filter as 'Group: Option' in the drawer's order", () => {
    const filters = activeFilters(GROUPS, { shift: ['Days', 'Nights'], hospital: ['h1'] });
    render(<FilterChips filters={filters} onRemove={vi.fn()} onClearAll={vi.fn()} />);
    const list = screen.getByRole('list', { name: 'Active filters' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Hospital: Northwind General',
      'Shift: Days',
      'Shift: Nights',
      'Clear All',
    ]);
  });

  it('removes one filter with its chip and all with Clear All', async () => {
    const onRemove = vi.fn();
    const onClearAll = vi.fn();
    render(<FilterChips filters={activeFilters(GROUPS, { shift: ['Days'], hospital: ['h1'] })} onRemove={onRemove} onClearAll={onClearAll} />);
    const chip = screen.getByRole('button', { name: 'Shift: Days' });
    await userEvent.click(within(chip).getByTestId('CancelIcon'));
    expect(onRemove).toHaveBeenCalledExactlyOnceWith({ key: 'shift', value: 'Days', label: 'Shift: Days' });
    // The keyboard way: Delete on the focused chip.
    screen.getByRole('button', { name: 'Hospital: Northwind General' }).focus();
    await userEvent.keyboard('{Delete}');
    expect(onRemove).toHaveBeenLastCalledWith({ key: 'hospital', value: 'h1', label: 'Hospital: Northwind General' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(onClearAll).toHaveBeenCalledOnce();
  });

  it('still shows an applied value whose option is not loaded, by its value', () => {
    expect(activeFilters(GROUPS, { hospital: ['h9'], region: ['r1'] }).map((f) => f.label)).toEqual(['Hospital: h9', 'region: r1']);
  });
});
