import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SIGN_IN_FAILURE_LOGOUT_MS } from '@portal/domain/limits';
import { AuthContext } from '@/lib/auth/auth-context';
import { fakeUserManager } from '@/test/fake-user-manager.test-kit';
import { CallbackPage, SIGN_IN_FAILED_TITLE } from './callback-page';

const renderCallback = (userManager: ReturnType<typeof fakeUserManager>, url: string) => {
  const router = createMemoryRouter(
    [
      { path: '/implicit/callback', element: <CallbackPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  window.history.replaceState(null, '', url);
  render(
    <AuthContext.Provider value={{ userManager, user: null, signIn: vi.fn(), signOut: vi.fn() }}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
};

describe('the sign-in callback', () => {
  it('goes where the user was going', async () => {
    const userManager = fakeUserManager();
    userManager.signinRedirectCallback.mockResolvedValue({ state: { returnTo: '/candidates?statuses=Offered' } } as never);
    const router = renderCallback(userManager, '/implicit/callback?code=ok-1&state=s');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/candidates'));
    expect(router.state.location.search).toBe('?statuses=Offered');
  });

  it('never returns to another site', async () => {
    const userManager = fakeUserManager();
    userManager.signinRedirectCallback.mockResolvedValue({ state: { returnTo: '//evil.test/x' } } as never);
    const router = renderCallback(userManager, '/implicit/callback?code=ok-2&state=s');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("shows 'Unable to sign-in' with Refresh, and logs out after 5 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const userManager = fakeUserManager();
    userManager.signinRedirectCallback.mockRejectedValue(new Error('invalid_grant'));
    const router = renderCallback(userManager, '/implicit/callback?code=bad&state=s');
    expect(await screen.findByRole('heading', { name: SIGN_IN_FAILED_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    await act(async () => undefined);
    act(() => vi.advanceTimersByTime(SIGN_IN_FAILURE_LOGOUT_MS - 500));
    expect(router.state.location.pathname).toBe('/implicit/callback');
    await act(async () => {
      vi.advanceTimersByTime(1_000);
    });
    expect(router.state.location.pathname).toBe('/logout');
  });
});
