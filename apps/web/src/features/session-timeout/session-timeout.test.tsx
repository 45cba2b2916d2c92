import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INACTIVITY_LOGOUT_AFTER_DIALOG_MS } from '@portal/domain/limits';
import { renderAt } from '@/test/render.test-kit';
import { TEST_CONFIG } from '@/test/config.test-kit';
import { SessionTimeout } from './session-timeout';

const MINUTE = 60_000;
const config = { ...TEST_CONFIG, inactivityMinutes: 2 };
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('SessionTimeout', () => {
  it('asks after the configured inactivity and logs off 30 s later', () => {
    vi.useFakeTimers();
    const { router } = renderAt(<SessionTimeout />, { config, path: '/dashboard' });
    advance(2 * MINUTE - 2_000);
    expect(screen.queryByRole('dialog', { name: 'Session Timeout' })).not.toBeInTheDocument();
    advance(3_000);
    expect(screen.getByRole('dialog', { name: 'Session Timeout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logoff' })).toBeInTheDocument();
    advance(INACTIVITY_LOGOUT_AFTER_DIALOG_MS - 1_000);
    expect(router.state.location.pathname).toBe('/dashboard');
    advance(1_500);
    expect(router.state.location.pathname).toBe('/logout');
  });

  it('restarts the inactivity period on activity', () => {
    vi.useFakeTimers();
    renderAt(<SessionTimeout />, { config });
    advance(MINUTE + 30_000);
    act(() => window.dispatchEvent(new KeyboardEvent('keydown')));
    advance(MINUTE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(MINUTE);
    expect(screen.getByRole('dialog', { name: 'Session Timeout' })).toBeInTheDocument();
  });

  it('Stay Signed in keeps the session and starts a new period', () => {
    vi.useFakeTimers();
    const { router } = renderAt(<SessionTimeout />, { config, path: '/dashboard' });
    advance(2 * MINUTE + 1_000);
    act(() => screen.getByRole('button', { name: 'Stay Signed in' }).click());
    expect(screen.queryByRole('dialog', { name: 'Session Timeout' })).not.toBeInTheDocument();
    advance(INACTIVITY_LOGOUT_AFTER_DIALOG_MS + 5_000);
    expect(router.state.location.pathname).toBe('/dashboard');
    advance(2 * MINUTE);
    expect(screen.getByRole('dialog', { name: 'Session Timeout' })).toBeInTheDocument();
  });

  it('Logoff logs off at once', () => {
    vi.useFakeTimers();
    const { router } = renderAt(<SessionTimeout />, { config, path: '/dashboard' });
    advance(2 * MINUTE + 1_000);
    act(() => screen.getByRole('button', { name: 'Logoff' }).click());
    expect(router.state.location.pathname).toBe('/logout');
  });
});
