import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './empty-state';
import { ListToolbar } from './list-toolbar';

describe('ListToolbar', () => {
  it('shows the given controls and More Filters with the count of active filters', async () => {
    const onMoreFilters = vi.fn();
    render(<ListToolbar search={<input aria-label="Search by Name" />} sort={<button>Sort</button>} onMoreFilters={onMoreFilters} activeFilterCount={3} />);
    const toolbar = screen.getByRole('group', { name: 'List controls' });
    expect(toolbar).toContainElement(screen.getByRole('textbox', { name: 'Search by Name' }));
    const more = screen.getByRole('button', { name: 'More Filters (3 active)' });
    expect(more).toHaveTextContent('3');
    await userEvent.click(more);
    expect(onMoreFilters).toHaveBeenCalledOnce();
  });

  it('leaves out More Filters when the page has no drawer', () => {
    render(<ListToolbar search={<input aria-label="Search by Name" />} />);
    expect(screen.queryByRole('button', { name: /More Filters/ })).not.toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it("says SPEC.md's list empty text unless given another", () => {
    const { rerender } = render(<EmptyState />);
    expect(screen.getByRole('status')).toHaveTextContent('No results found - Try adjusting your search and filter options.');
    rerender(<EmptyState message="Try adjusting your search by entering part of the user's name or checking for typos." />);
    expect(screen.getByRole('status')).toHaveTextContent("Try adjusting your search by entering part of the user's name or checking for typos.");
  });
});
