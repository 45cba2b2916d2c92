import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { callPath } from '@portal/domain/api/call';
import { updateLastLoginDate } from '@portal/domain/api/platform';
import type { FeatureFlags } from '@portal/domain/access/feature-flags';
import { ACCESS_DENIED_MESSAGE, INVALID_URL_MESSAGE } from '@portal/domain/messages';
import { ALL_FLAGS_ON, DEFAULT_FLAGS } from '../test/fixtures.test-kit';
import { accountHandlers, dashboardHandlers } from '../test/handlers.test-kit';
import { renderPortal } from '../test/render.test-kit';
import { server } from '../test/server.test-kit';
import { SELECTED_NETWORK_KEY } from '../lib/session-store';
import { LAKESIDE } from '../test/fixtures.test-kit';

const account = (userType: Parameters<typeof accountHandlers>[0]['userType'], flags: FeatureFlags = ALL_FLAGS_ON) =>
  server.use(...accountHandlers({ userType, flags: () => flags }), ...dashboardHandlers());

const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

describe('the router built from the route table', () => {
  it('sends Finance from /job-posts to /403 with the access-denied text', async () => {
    account('Finance');
    const { router } = renderPortal('/job-posts');
    // The router loads the page's module before its guard renders; the first load is slow under test.
    expect(await screen.findByText(ACCESS_DENIED_MESSAGE, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(pathOf(router)).toBe('/403');
  });

  it('sends an unknown path to /404', async () => {
    account('General User');
    const { router } = renderPortal('/no/such/page');
    expect(await screen.findByText(INVALID_URL_MESSAGE)).toBeInTheDocument();
    expect(pathOf(router)).toBe('/404');
  });

  it('lands a Northwind user on home and a default-flag network user on /dashboard', async () => {
    account('General User', ALL_FLAGS_ON);
    const first = renderPortal('/dashboard');
    // The first test to open the shell: its modules and the dashboard's load (and compile) here.
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(pathOf(first.router)).toBe('/');
    first.unmount();

    server.resetHandlers();
    account('General User', DEFAULT_FLAGS);
    const second = renderPortal('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(pathOf(second.router)).toBe('/dashboard');
  });

  it('sends a visitor without a stored token to /logout, then to /login with the return path', async () => {
    account('General User');
    const { router, userManager } = renderPortal('/assigned', { signedIn: false });
    await waitFor(() => expect(userManager.signinRedirect).toHaveBeenCalledWith({ state: { returnTo: '/assigned' } }));
    expect(pathOf(router)).toBe('/login');
  });

  it('sends an internal viewer without a network to network selection, and one with a network home', async () => {
    account('Internal Viewer', DEFAULT_FLAGS);
    const first = renderPortal('/assigned');
    expect(await screen.findByRole('heading', { level: 1, name: 'Select a Network' })).toBeInTheDocument();
    expect(pathOf(first.router)).toBe('/internal-user-network-selection');
    first.unmount();

    window.sessionStorage.setItem(SELECTED_NETWORK_KEY, JSON.stringify(LAKESIDE));
    const second = renderPortal('/');
    expect(await screen.findByText(`Viewing: ${LAKESIDE.networkName}`)).toBeInTheDocument();
    expect(pathOf(second.router)).toBe('/dashboard');
  });

  it('brings an internal viewer on to the deep link they opened once they choose a network', async () => {
    account('Internal Viewer', DEFAULT_FLAGS);
    const { router } = renderPortal('/assigned?statuses=Assigned');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(`${state.location.pathname}${state.location.search}`));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Network' }, { timeout: 10_000 }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northwind Health' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(visited).toContain('/assigned?statuses=Assigned'));
    expect(visited).not.toContain('/');
  });

  it('opens job details at /jobs/{id} with the unified-job flag, sending /job-posts/{id} there', async () => {
    account('General User', ALL_FLAGS_ON);
    const { router } = renderPortal('/job-posts/CPT10002812?from=mail');
    await waitFor(() => expect(`${pathOf(router)}${router.state.location.search}`).toBe('/jobs/CPT10002812?from=mail'));
  });

  it('mounts routes of later features guarded, showing only their title', async () => {
    account('General User');
    renderPortal('/assigned');
    expect(await screen.findByRole('heading', { level: 1, name: 'Assigned' })).toBeInTheDocument();
  });

  it('records the last login once per session', async () => {
    let recorded = 0;
    account('General User');
    server.use(
      http.post(callPath(updateLastLoginDate), () => {
        recorded += 1;
        return HttpResponse.json({ lastLoginDate: new Date().toISOString() });
      }),
    );
    const first = renderPortal('/');
    await screen.findByRole('heading', { level: 1, name: 'Home' });
    await waitFor(() => expect(recorded).toBe(1));
    first.unmount();
    renderPortal('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(recorded).toBe(1);
  });
});
