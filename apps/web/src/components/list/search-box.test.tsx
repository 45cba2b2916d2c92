import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_MAX } from '@portal/domain/limits';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  it('cuts the text at 30 characters by default and says so at the limit', async () => {
    render(<SearchBox label="Search by Name" value="" onSubmit={vi.fn()} />);
    const input = screen.getByRole('searchbox', { name: 'Search by Name' });
    await userEvent.type(input, 'a'.repeat(SEARCH_MAX - 1));
    expect(screen.queryByText('Maximum length is 30 characters')).not.toBeInTheDocument();
    await userEvent.type(input, 'bcd');
    expect(input).toHaveValue(`${'a'.repeat(SEARCH_MAX - 1)}b`);
    expect(screen.getByText('Maximum length is 30 characters')).toBeInTheDocument();
    await userEvent.type(input, '{Backspace}');
    expect(screen.queryByText('Maximum length is 30 characters')).not.toBeInTheDocument();
  });

  it('cuts pasted text to a custom limit', async () => {
    render(<SearchBox label="Search by Job #" value="" onSubmit={vi.fn()} maxLength={10} />);
    const input = screen.getByRole('searchbox', { name: 'Search by Job #' });
    await userEvent.click(input);
    await userEvent.paste('12345678901234');
    expect(input).toHaveValue('1234567890');
    expect(screen.getByText('Maximum length is 10 characters')).toBeInTheDocument();
  });

  it('submits the trimmed text on Enter only', async () => {
    const onSubmit = vi.fn();
    render(<SearchBox label="Search by Name" value="" onSubmit={onSubmit} />);
    const input = screen.getByRole('searchbox', { name: 'Search by Name' });
    await userEvent.type(input, '  Lee ');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, '{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Lee');
    expect(input).toHaveValue('Lee');
  });

  it('does not submit text shorter than a minimum, says why, and still clears', async () => {
    const onSubmit = vi.fn();
    render(<SearchBox label="Search by Job #" value="" onSubmit={onSubmit} minLength={6} maxLength={10} />);
    const input = screen.getByRole('searchbox', { name: 'Search by Job #' });
    await userEvent.type(input, ' 12345 {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter at least 6 characters to search')).toBeInTheDocument();
    await userEvent.type(input, '6');
    expect(screen.queryByText('Enter at least 6 characters to search')).not.toBeInTheDocument();
    await userEvent.type(input, '{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSubmit).toHaveBeenLastCalledWith('');
  });

  it('clears and submits an empty search with its clear button', async () => {
    const onSubmit = vi.fn();
    render(<SearchBox label="Search by Name" value="Lee" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('');
    expect(screen.getByRole('searchbox', { name: 'Search by Name' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('shows the applied search again when it changes elsewhere (Clear All)', () => {
    const { rerender } = render(<SearchBox label="Search by Name" value="Lee" onSubmit={vi.fn()} />);
    rerender(<SearchBox label="Search by Name" value="" onSubmit={vi.fn()} />);
    expect(screen.getByRole('searchbox', { name: 'Search by Name' })).toHaveValue('');
  });

  it('submits by itself after a pause when debounced, keeping a space being typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const submitted: string[] = [];
    const Debounced = () => {
      const [value, setValue] = useState('');
      return (
        <SearchBox
          label="Search by Name or Invoice #"
          value={value}
          onSubmit={(next) => {
            submitted.push(next);
            setValue(next);
          }}
          debounceMs={500}
        />
      );
    };
    render(<Debounced />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const input = screen.getByRole('searchbox', { name: 'Search by Name or Invoice #' });
    await user.type(input, 'Ann ');
    act(() => vi.advanceTimersByTime(500));
    expect(submitted).toEqual(['Ann']);
    await user.type(input, 'Lee');
    expect(input).toHaveValue('Ann Lee');
    act(() => vi.advanceTimersByTime(500));
    expect(submitted).toEqual(['Ann', 'Ann Lee']);
  });
});
