import { Outlet, useMatches } from 'react-router';
import { routeById } from '@portal/domain/access/routes';
import { AppShell } from '../features/shell/app-shell';
import { NetworkSwitcher } from '../features/network/network-switcher';
import { NotificationsBell } from '../features/notifications/bell/notifications-bell';
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
  // The bell lists one network's notifications: an internal user has one once they chose it.
  const bell = network ? <NotificationsBell /> : undefined;
  // Detail pages belong to one network's record, so the network cannot be changed from them.
  const switcher = internal && network && !route.path.includes(':') ? <NetworkSwitcher /> : undefined;

  return (
    <AppShell route={route} variant={variant} headerStart={switcher} headerEnd={bell}>
      <Outlet />
    </AppShell>
  );
};
