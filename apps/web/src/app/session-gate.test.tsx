import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { getLoginContact } from '@portal/domain/api/platform';
import { LOGIN_PROBLEM_MESSAGE, LOGIN_PROBLEM_REDIRECT } from '../features/auth/login-problem';
import { contactFor, DEFAULT_FLAGS, NORTHWIND } from '../test/fixtures.test-kit';
import { accountHandlers } from '../test/handlers.test-kit';
import { renderPortal } from '../test/render.test-kit';
import { server } from '../test/server.test-kit';

describe('the session gate', () => {
  it('tries the login details 5 times, 1 second apart, then explains and signs out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    // The first handler that matches answers: overrides come before the account's defaults.
    server.use(
      http.get(callPath(getLoginContact), () => {
        attempts += 1;
        return HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'Your account is inactive.' }, { status: 403 });
      }),
      ...accountHandlers({ userType: 'General User', flags: () => DEFAULT_FLAGS }),
    );
    const started = Date.now();
    const { router, userManager } = renderPortal('/');
    expect(await screen.findByText(LOGIN_PROBLEM_MESSAGE, {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByText(LOGIN_PROBLEM_REDIRECT)).toBeInTheDocument();
    expect(attempts).toBe(5);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'), { timeout: 8_000 });
    await waitFor(() => expect(userManager.signoutRedirect).toHaveBeenCalledOnce());
  }, 20_000);

  it('shows the authentication error with Resend to an active, unverified, non-SSO user', async () => {
    server.use(
      http.get(callPath(getLoginContact), () => HttpResponse.json({ ...contactFor('General User', NORTHWIND), isVerified: false })),
      ...accountHandlers({ userType: 'General User', flags: () => DEFAULT_FLAGS }),
    );
    renderPortal('/');
    expect(await screen.findByRole('heading', { name: 'Authentication Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeInTheDocument();
  });

  it('lets an unverified SSO user in', async () => {
    server.use(
      http.get(callPath(getLoginContact), () => HttpResponse.json({ ...contactFor('General User', NORTHWIND), isVerified: false, isSSO: true })),
      ...accountHandlers({ userType: 'General User', flags: () => DEFAULT_FLAGS }),
    );
    renderPortal('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });
});
