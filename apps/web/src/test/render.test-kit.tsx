import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { ToastProvider } from '../components/toast/toast-provider';
import { AuthProvider } from '../lib/auth/auth-provider';
import { PortalConfigContext } from '../lib/config/portal-config-context';
import { SessionContext, type Session } from '../lib/session/session-context';
import { theme } from '../lib/theme';
import { buildRoutes } from '../app/router';
import { fakeUserManager } from './fake-user-manager.test-kit';
import { TEST_CONFIG } from './config.test-kit';

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

interface Options {
  path?: string;
  session?: Session;
  queryClient?: QueryClient;
  config?: typeof TEST_CONFIG;
  wrap?: (node: ReactNode) => ReactNode;
}

/** Renders routes in a memory router with the app's providers (and a ready session when given). */
export const renderRoutes = (routes: RouteObject[], { path = '/', session, queryClient = testQueryClient(), config = TEST_CONFIG, wrap = (n) => n }: Options = {}) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const routed = <RouterProvider router={router} />;
  const view = render(
    <ThemeProvider theme={theme}>
      <PortalConfigContext.Provider value={config}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>{wrap(session ? <SessionContext.Provider value={session}>{routed}</SessionContext.Provider> : routed)}</ToastProvider>
        </QueryClientProvider>
      </PortalConfigContext.Provider>
    </ThemeProvider>,
  );
  return { ...view, router, queryClient };
};

/** One element at `path`, plus stand-ins for the pages it may navigate to. */
export const renderAt = (element: ReactNode, options: Options & { route?: string } = {}) =>
  renderRoutes(
    [
      { path: options.route ?? options.path ?? '/', element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    options,
  );

/** The whole portal (router of the route table) for a signed-in user, against the mocked API. */
export const renderPortal = (path: string, { signedIn = true, ...options }: Options & { signedIn?: boolean } = {}) => {
  const userManager = fakeUserManager(signedIn);
  const view = renderRoutes(buildRoutes(), { ...options, path, wrap: (node) => <AuthProvider userManager={userManager}>{node}</AuthProvider> });
  return { ...view, userManager };
};
