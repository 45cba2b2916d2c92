import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusSelect } from './status-select';

const OPTIONS = ['Assigned', 'On Assignment', 'Extension Offered', 'Completed Assignment'].map((s) => ({ value: s, label: s }));

describe('StatusSelect', () => {
  it('applies the ticked statuses once, when the dropdown closes', async () => {
    const onChange = vi.fn();
    render(<StatusSelect multiple options={OPTIONS} value={['On Assignment']} onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: 'Status' });
    expect(field).toHaveTextContent('On Assignment');
    await userEvent.click(field);
    const list = screen.getByRole('listbox');
    expect(within(list).getByRole('option', { name: 'On Assignment' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(list).getByRole('option', { name: 'Assigned' }));
    await userEvent.click(within(list).getByRole('option', { name: 'On Assignment' }));
    await userEvent.click(within(list).getByRole('option', { name: 'Extension Offered' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(['Assigned', 'Extension Offered']);
  });

  it('changes nothing when the ticks end where they started', async () => {
    const onChange = vi.fn();
    render(<StatusSelect multiple options={OPTIONS} value={['Assigned']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Completed Assignment' }));
    await userEvent.click(screen.getByRole('option', { name: 'Completed Assignment' }));
    await userEvent.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a chip for the first status and counts the rest, or the empty label', () => {
    const { rerender } = render(<StatusSelect multiple options={OPTIONS} value={['Assigned', 'On Assignment', 'Extension Offered']} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Assigned+2');
    rerender(<StatusSelect multiple options={OPTIONS} value={[]} onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All Statuses');
  });

  it('chooses one status at a time in single mode, or none with All Statuses', async () => {
    const onChange = vi.fn();
    render(<StatusSelect options={OPTIONS} value={['Assigned']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'On Assignment' }));
    expect(onChange).toHaveBeenLastCalledWith(['On Assignment']);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'All Statuses' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('keeps its dropdown list 300 px wide', async () => {
    render(<StatusSelect multiple options={OPTIONS} value={[]} onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getByRole('listbox').closest('.MuiPaper-root')).toHaveStyle({ width: '300px' });
  });
});
