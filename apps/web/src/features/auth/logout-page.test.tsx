import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS } from '@/test/fixtures.test-kit';
import { accountHandlers } from '@/test/handlers.test-kit';
import { renderPortal } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';

describe('/logout', () => {
  it('forgets the session state and cached data, and ends the session at the provider', async () => {
    server.use(...accountHandlers({ userType: 'General User', flags: () => DEFAULT_FLAGS }));
    window.sessionStorage.setItem('cpt_list_assigned', '{}');
    window.sessionStorage.setItem('cpt_network', '{}');
    const { userManager, queryClient } = renderPortal('/logout', { signedIn: true });
    queryClient.setQueryData(['loginContact'], { cached: true });
    await waitFor(() => expect(userManager.signoutRedirect).toHaveBeenCalledOnce());
    expect(userManager.signoutRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ id_token_hint: 'id-token', post_logout_redirect_uri: 'http://localhost:3000/login' }),
    );
    expect(Object.keys(window.sessionStorage)).toEqual([]);
    expect(queryClient.getQueryData(['loginContact'])).toBeUndefined();
    expect(screen.getByRole('progressbar', { name: 'Signing out' })).toBeInTheDocument();
  });

  it('without a session, goes to /login which starts the sign-in', async () => {
    const { router, userManager } = renderPortal('/logout', { signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(userManager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/' } }));
  });
});
