import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '@portal/domain/limits';
import { ListPagination } from './list-pagination';

const SIZE = PAGE_SIZE.assigned;

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'pagination navigation' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent || within(item).getByRole('button').getAttribute('aria-label'));

describe('ListPagination', () => {
  it('shows all 7 pages without ellipsis', () => {
    render(<ListPagination page={1} pageSize={SIZE} total={SIZE * 7} onChange={vi.fn()} />);
    expect(pageButtons()).toEqual(['Go to previous page', '1', '2', '3', '4', '5', '6', '7', 'Go to next page']);
  });

  it('uses an ellipsis from 8 pages on', () => {
    render(<ListPagination page={1} pageSize={SIZE} total={SIZE * 7 + 1} onChange={vi.fn()} />);
    expect(pageButtons()).toEqual(['Go to previous page', '1', '2', '3', '4', '5', '…', '8', 'Go to next page']);
  });

  it("says which rows are shown and marks the current page", () => {
    render(<ListPagination page={2} pageSize={SIZE} total={30} onChange={vi.fn()} />);
    expect(screen.getByText('Showing 25–30 of 30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('asks for the page clicked, or the next or previous one', async () => {
    const onChange = vi.fn();
    render(<ListPagination page={5} pageSize={SIZE} total={SIZE * 20} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 20' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'page 5' }));
    expect(onChange.mock.calls).toEqual([[20], [6], [4]]);
  });

  it('is hidden with one page or no rows', () => {
    const { container, rerender } = render(<ListPagination page={1} pageSize={SIZE} total={SIZE} onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ListPagination page={1} pageSize={SIZE} total={0} onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
