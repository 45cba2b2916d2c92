import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { networkKey } from '@/lib/query-keys';
import { sessionKeys } from '@/lib/session/api/session-keys';
import { SELECTED_NETWORK_KEY } from '@/lib/session-store';
import { listStateKey } from '@/lib/use-list-state';
import { DEFAULT_FLAGS, NORTHWIND, sessionFor } from '@/test/fixtures.test-kit';
import { accountHandlers } from '@/test/handlers.test-kit';
import { renderAt } from '@/test/render.test-kit';
import { server } from '@/test/server.test-kit';
import { NetworkSwitcher } from './network-switcher';

const viewer = () => sessionFor('Internal Viewer', { network: NORTHWIND, flags: DEFAULT_FLAGS });

describe('NetworkSwitcher', () => {
  it("reads 'Viewing: {network}' for an internal user", () => {
    renderAt(<NetworkSwitcher />, { session: viewer() });
    expect(screen.getByText('Viewing: Northwind Health')).toBeInTheDocument();
  });

  it('is absent for a client user', () => {
    renderAt(<NetworkSwitcher />, { session: sessionFor('General User') });
    expect(screen.queryByText(/Viewing:/)).not.toBeInTheDocument();
  });

  it('Cancel keeps everything as it was', async () => {
    server.use(...accountHandlers({ userType: 'Internal Viewer', flags: () => DEFAULT_FLAGS }));
    window.sessionStorage.setItem(listStateKey('assigned'), JSON.stringify({ page: 2 }));
    renderAt(<NetworkSwitcher />, { session: viewer(), path: '/candidates' });
    await userEvent.click(screen.getByRole('button', { name: 'Change Network' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Change Network' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.sessionStorage.getItem(listStateKey('assigned'))).not.toBeNull();
  });

  it('Apply stores the network, clears list state and cached data except profile and networks, and goes home', async () => {
    server.use(...accountHandlers({ userType: 'Internal Viewer', flags: () => DEFAULT_FLAGS }));
    window.sessionStorage.setItem(SELECTED_NETWORK_KEY, JSON.stringify(NORTHWIND));
    window.sessionStorage.setItem(listStateKey('assigned'), JSON.stringify({ page: 2, search: 'Lee' }));
    window.sessionStorage.setItem(listStateKey('dashboard'), JSON.stringify({ hospital: 'x' }));
    const { router, queryClient } = renderAt(<NetworkSwitcher />, { session: viewer(), path: '/candidates', route: '/candidates' });
    queryClient.setQueryData(['loginContact'], { kept: true });
    queryClient.setQueryData(networkKey(NORTHWIND.hospitalNetworkId, 'candidates', { page: 2 }), { dropped: true });
    queryClient.setQueryData(sessionKeys.flags(NORTHWIND.hospitalNetworkId), { dropped: true });

    await userEvent.click(screen.getByRole('button', { name: 'Change Network' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Network' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Network' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Lakeside Medical Center', 'Northwind Health']);
    await userEvent.click(screen.getByRole('option', { name: 'Lakeside Medical Center' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(JSON.parse(window.sessionStorage.getItem(SELECTED_NETWORK_KEY) ?? 'null')).toMatchObject({ networkName: 'Lakeside Medical Center' });
    expect(window.sessionStorage.getItem(listStateKey('assigned'))).toBeNull();
    expect(window.sessionStorage.getItem(listStateKey('dashboard'))).toBeNull();
    expect(queryClient.getQueryData(['loginContact'])).toEqual({ kept: true });
    expect(queryClient.getQueryData(['networks'])).toBeDefined();
    expect(queryClient.getQueryData(networkKey(NORTHWIND.hospitalNetworkId, 'candidates', { page: 2 }))).toBeUndefined();
    expect(queryClient.getQueryData(sessionKeys.flags(NORTHWIND.hospitalNetworkId))).toBeUndefined();
    expect(router.state.location.pathname).toBe('/');
  });
});
