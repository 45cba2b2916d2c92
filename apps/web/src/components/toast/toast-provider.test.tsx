import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TOAST_AUTO_DISMISS_MS } from '@portal/domain/limits';
import { ToastProvider } from './toast-provider';
import type { ToastOptions } from './toast-context';
import { useToast } from './use-toast';

const Trigger = ({ type, message, options }: { type: 'success' | 'error' | 'neutral'; message: string; options?: ToastOptions }) => {
  const toast = useToast();
  return <button onClick={() => toast[type](message, options)}>show</button>;
};

const show = async (type: 'success' | 'error' | 'neutral', message: string, options?: ToastOptions) => {
  render(
    <ToastProvider>
      <Trigger type={type} message={message} options={options} />
    </ToastProvider>,
  );
  await act(async () => screen.getByRole('button', { name: 'show' }).click());
};

describe('toasts', () => {
  // The provider fetches the snackbar after its first render; here it is fetched once for every test.
  beforeAll(async () => {
    await import('./toast-view');
  });

  it.each([
    ['success', 'success'],
    ['error', 'error'],
    ['neutral', 'neutral'],
  ] as const)('shows a %s toast with its message', async (type, attribute) => {
    await show(type, 'Job created successfully.');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Job created successfully.');
    expect(alert).toHaveAttribute('data-toast-type', attribute);
  });

  it('is dismissed by itself after 5 seconds', async () => {
    vi.useFakeTimers();
    await show('success', 'User has been added successfully.');
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_AUTO_DISMISS_MS - 100));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    // The exit transition runs once the snackbar has closed.
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps its width between 200 and 700 px and can sit at the top', async () => {
    await show('neutral', 'The files you have selected will be downloaded shortly.', { position: 'top' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveStyle({ minWidth: '200px', maxWidth: '700px' });
    expect(alert.closest('.MuiSnackbar-root')?.className).toMatch(/anchorOriginTopCenter/);
  });

  it('closes on its close button', async () => {
    await show('error', 'Failed to Update.');
    await userEvent.click(screen.getByRole('button', { name: /close/i }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
