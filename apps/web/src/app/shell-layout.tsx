import { Outlet, useMatches } from 'react-router';
import { routeById } from '@portal/domain/access/routes';
import { AppShell } from '../features/shell/app-shell';
import { NetworkSwitcher } from '../features/network/network-switcher';
import { useSession } from '../lib/session/session-context';
import type { RouteHandle } from './web-routes';

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'routeId' in handle;

/** The frame around every page that has one; the new shell applies with the new-dashboard flag. */
export const ShellLayout = () => {
  const { flags, internal, network } = useSession();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const route = routeById(handle?.routeId ?? 'dashboard');
  const variant = route.newShell && flags.newDashboard ? 'new' : 'classic';
  // Detail pages belong to one network's record, so the network cannot be changed from them.
  const switcher = internal && network && !route.path.includes(':') ? <NetworkSwitcher /> : undefined;

  return (
    <AppShell route={route} variant={variant} headerStart={switcher}>
      <Outlet />
    </AppShell>
  );
};
