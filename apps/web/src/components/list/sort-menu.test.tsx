import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ASSIGNED_SORT_OPTIONS } from '@portal/domain/lists/sort-options';
import { SortMenu } from './sort-menu';
import { DESKTOP_WIDTH, PHONE_WIDTH, setScreenWidth } from '@/test/screen-width.test-kit';

describe('SortMenu', () => {
  it('names the chosen order on the button only on a screen wide enough for the one-row toolbar (xl)', () => {
    setScreenWidth(1600);
    render(<SortMenu options={ASSIGNED_SORT_OPTIONS} value="lastname-desc" onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Sort by Last Name (Z-A)' })).toHaveTextContent('Last Name (Z-A)');
  });

  it('opens a menu under the button on desktop, marking the chosen order', async () => {
    setScreenWidth(DESKTOP_WIDTH);
    const onChange = vi.fn();
    render(<SortMenu options={ASSIGNED_SORT_OPTIONS} value="lastname-desc" onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Sort by Last Name (Z-A)' });
    // At 1280 px the toolbar keeps one row: the button reads 'Sort', the order is in its name (docs/decisions/0125-one-list-toolbar-row.md).
    expect(button).toHaveTextContent(/^Sort$/);
    await userEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'Last Name (Z-A)' })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: 'Start Date (Ascending)' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'End Date (Descending)' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('enddate-desc');
  });

  it('ignores choosing the order already chosen', async () => {
    const onChange = vi.fn();
    render(<SortMenu options={ASSIGNED_SORT_OPTIONS} value="startdate-asce" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Start Date (Ascending)' }));
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Start Date (Ascending)' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the first option as chosen when the stored one is unknown', () => {
    render(<SortMenu options={ASSIGNED_SORT_OPTIONS} value="gone" onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Sort by Start Date (Ascending)' })).toBeInTheDocument();
  });

  it('uses a bottom sheet on a phone', async () => {
    setScreenWidth(PHONE_WIDTH);
    const onChange = vi.fn();
    render(<SortMenu options={ASSIGNED_SORT_OPTIONS} value="notes-asce" onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Sort by Notes (A-Z)' });
    expect(button).toHaveTextContent(/^Sort$/);
    await userEvent.click(button);
    const sheet = screen.getByRole('dialog', { name: 'Sort By' });
    expect(sheet.closest('.MuiDrawer-root')).toHaveClass('MuiDrawer-anchorBottom');
    await userEvent.click(within(sheet).getByRole('menuitemradio', { name: 'First Name (A-Z)' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('firstname-asce');
  });
});
