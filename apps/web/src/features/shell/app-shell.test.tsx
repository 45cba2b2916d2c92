import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { routeById } from '@portal/domain/access/routes';
import { callPath } from '@portal/domain/api/call';
import { getMyDecisions } from '@portal/domain/api/my-decisions';
import { ALL_FLAGS_ON, DEFAULT_FLAGS, sessionFor } from '@/test/fixtures.test-kit';
import { NO_DECISIONS_WAITING } from '@/test/handlers.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { AppShell } from './app-shell';

const shell = (routeId: Parameters<typeof routeById>[0], variant: 'new' | 'classic', flags = ALL_FLAGS_ON) =>
  renderAt(
    <AppShell route={routeById(routeId)} variant={variant}>
      <h1>Page</h1>
    </AppShell>,
    { session: sessionFor('General User', { flags }), path: routeById(routeId).path },
  );

// The sidebar counts My decisions for a General User, who may decide.
beforeEach(() => server.use(http.get(callPath(getMyDecisions), () => HttpResponse.json(NO_DECISIONS_WAITING))));

describe('AppShell', () => {
  it('shows breadcrumbs in the new shell, but not on home', () => {
    shell('profile', 'new');
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('shows no breadcrumbs on home, nor in the classic shell', () => {
    const home = shell('home', 'new');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    home.unmount();
    shell('profile', 'classic', DEFAULT_FLAGS);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });

  it('marks the current page in the sidebar', () => {
    shell('home', 'new');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Candidates' })).not.toHaveAttribute('aria-current');
  });

  it("has the header's Profile & Help menu with support contacts from configuration", async () => {
    shell('home', 'new');
    await userEvent.click(screen.getByRole('button', { name: 'Profile & Help' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Contact Support' })).toHaveAttribute('href', 'mailto:support@provider.test');
    expect(within(menu).getByRole('menuitem', { name: /Call us/ })).toHaveAttribute('href', 'tel:+18005550123');
    expect(within(menu).getByRole('menuitem', { name: /Call us/ })).toHaveTextContent('(800) 555-0123');
    expect(within(menu).getByRole('menuitem', { name: 'Give Feedback' })).toHaveAttribute('href', 'https://feedback.provider.test/survey');
    expect(within(menu).getByRole('menuitem', { name: "What's New" })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Update profile' })).toBeInTheDocument();
  });

  it("hides What's New without the announcements flag", async () => {
    shell('dashboard', 'classic', DEFAULT_FLAGS);
    await userEvent.click(screen.getByRole('button', { name: 'Profile & Help' }));
    expect(screen.queryByRole('menuitem', { name: "What's New" })).not.toBeInTheDocument();
  });

  it("has the sidebar footer's profile menu", async () => {
    const { router } = shell('home', 'new');
    await userEvent.click(screen.getByRole('button', { name: 'Profile menu for Morgan Patel' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View Profile',
      'Contact Support',
      'Give Feedback',
      'Logout',
      'Terms of Use',
      'Privacy Policy',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Terms of Use' })).toHaveAttribute('href', 'https://provider.test/terms');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(router.state.location.pathname).toBe('/logout');
  });
});
