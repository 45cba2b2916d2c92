import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterDrawer } from './filter-drawer';
import type { FilterGroup, FilterSelection } from './filter-selection';

const UNITS = Array.from({ length: 12 }, (_, i) => ({ value: `u${i + 1}`, label: i === 4 ? 'Intensive Care' : `Unit ${i + 1}`, count: i + 1 }));
const GROUPS: FilterGroup[] = [
  {
    key: 'hospital',
    label: 'Hospital',
    options: [
      { value: 'h1', label: 'Northwind Bayside Hospital', count: 12 },
      { value: 'h2', label: 'Northwind General', count: 3 },
    ],
  },
  { key: 'unit', label: 'Unit', options: UNITS },
];

/** A page holding the applied filters, as a list page does. */
const Page = ({ initial = {}, onApply = vi.fn() }: { initial?: FilterSelection; onApply?: (next: FilterSelection) => void }) => {
  const [open, setOpen] = useState(false);
  const [applied, setApplied] = useState(initial);
  return (
    <>
      <button onClick={() => setOpen(true)}>More Filters</button>
      <output aria-label="applied">{JSON.stringify(applied)}</output>
      <FilterDrawer
        open={open}
        onClose={() => setOpen(false)}
        groups={GROUPS}
        applied={applied}
        onApply={(next) => {
          onApply(next);
          setApplied(next);
        }}
      />
    </>
  );
};

const openDrawer = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'More Filters' }));
  return screen.findByRole('dialog', { name: 'Filter' });
};
// While the drawer is open the rest of the page is hidden from assistive technology.
const applied = () => screen.getByRole('status', { name: 'applied', hidden: true }).textContent;

describe('FilterDrawer', () => {
  it('is titled Filter with its subheading, and shows counts beside the options', async () => {
    render(<Page />);
    const drawer = await openDrawer();
    expect(within(drawer).getByText('Refine search by selecting options from list.')).toBeInTheDocument();
    expect(within(drawer).getByRole('checkbox', { name: 'Northwind Bayside Hospital (12)' })).not.toBeChecked();
    expect(within(drawer).getByRole('group', { name: 'Hospital' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Clear All' })).toBeInTheDocument();
  });

  it('changes nothing until Apply, then applies the temporary choices', async () => {
    const onApply = vi.fn();
    render(<Page onApply={onApply} />);
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /Northwind General/ }));
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /Unit 2\b/ }));
    expect(applied()).toBe('{}');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ hospital: ['h2'], unit: ['u2'] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter' })).not.toBeInTheDocument());
    expect(applied()).toBe('{"hospital":["h2"],"unit":["u2"]}');
  });

  it('drops the temporary choices on Cancel and reopens on the applied ones', async () => {
    const onApply = vi.fn();
    render(<Page initial={{ hospital: ['h1'] }} onApply={onApply} />);
    let drawer = await openDrawer();
    expect(within(drawer).getByRole('checkbox', { name: /Bayside/ })).toBeChecked();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /Bayside/ }));
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /Northwind General/ }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter' })).not.toBeInTheDocument());
    expect(onApply).not.toHaveBeenCalled();
    drawer = await openDrawer();
    expect(within(drawer).getByRole('checkbox', { name: /Bayside/ })).toBeChecked();
    expect(within(drawer).getByRole('checkbox', { name: /Northwind General/ })).not.toBeChecked();
  });

  it('treats a click on the overlay like Cancel', async () => {
    const onApply = vi.fn();
    render(<Page onApply={onApply} />);
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: /Northwind General/ }));
    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    await userEvent.click(backdrop!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filter' })).not.toBeInTheDocument());
    expect(onApply).not.toHaveBeenCalled();
    expect(applied()).toBe('{}');
  });

  it('Clear All empties the temporary choices only; Apply then clears the applied ones', async () => {
    const onApply = vi.fn();
    render(<Page initial={{ hospital: ['h1'], unit: ['u3'] }} onApply={onApply} />);
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Clear All' }));
    expect(within(drawer).getByRole('checkbox', { name: /Bayside/ })).not.toBeChecked();
    expect(applied()).toBe('{"hospital":["h1"],"unit":["u3"]}');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledExactlyOnceWith({});
  });

  it('lets a long group be searched and scrolled, keeping choices hidden by the search', async () => {
    render(<Page />);
    const drawer = await openDrawer();
    // Two options: no search of its own.
    expect(within(drawer).queryByRole('searchbox', { name: 'Search Hospital' })).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Unit 1 (1)' }));
    await userEvent.type(within(drawer).getByRole('searchbox', { name: 'Search Unit' }), 'inten');
    await waitFor(() => expect(within(drawer).queryByRole('checkbox', { name: /Unit 1\b/ })).not.toBeInTheDocument());
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Intensive Care (5)' }));
    await userEvent.type(within(drawer).getByRole('searchbox', { name: 'Search Unit' }), 'zzz');
    expect(await within(drawer).findByText('No Results')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply' }));
    expect(applied()).toBe('{"unit":["u1","u5"]}');
  });
});
