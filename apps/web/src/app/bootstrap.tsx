import type { Root } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { PortalConfig } from '@portal/domain/api/platform';
import { LazyErrorScreen } from '../components/lazy-error-screen';
import { configureApiClient } from '../lib/api-client-settings';
import { createUserManager } from '../lib/auth/user-manager';
import { createQueryClient } from '../lib/query-client';
import { reportError, startErrorReporting } from '../lib/report-error';
import { theme } from '../lib/theme';
import { App } from './app';
import type { EarlySessionRequests } from './early-session-requests';
import { createRouter } from './router';
import { needsSignIn } from './signed-out-entry';

/** Resolves once the router has loaded the first address's lazy modules (with or without an error). */
const initialized = (router: ReturnType<typeof createRouter>) =>
  router.state.initialized
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const stop = router.subscribe((state) => {
          if (!state.initialized) return;
          stop();
          resolve();
        });
      });

/**
 * Waits for the sign-in configuration (requested by main.tsx alongside this code), wires the API client
 * to the session, then renders. The router is made first: it starts loading the first page's modules
 * while the configuration is on its way. The first render waits for them too: React then draws the
 * page in one render, where a render before them drew a loading screen and then the page as the
 * router's transition, in slices with a frame between each (docs/decisions/0075-first-render-waits-for-router.md).
 */
export const bootstrap = async (root: Root, configRequest: Promise<PortalConfig>, sessionRequests?: EarlySessionRequests) => {
  const router = createRouter();
  // The session's calls and the schemas that check them load while the configuration is on its way.
  const sessionCalls = needsSignIn(window.location.pathname) ? import('../lib/session/prefetch-session') : undefined;
  sessionCalls?.catch(() => undefined);
  let config;
  try {
    config = await configRequest;
  } catch (error) {
    reportError(error, 'portal configuration');
    root.render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LazyErrorScreen onRefresh={() => window.location.reload()} />
      </ThemeProvider>,
    );
    return;
  }
  const userManager = createUserManager(config);
  startErrorReporting(config, async () => (await userManager.getUser())?.access_token);
  const queryClient = createQueryClient();
  configureApiClient({
    getAccessToken: async () => (await userManager.getUser())?.access_token,
    onUnauthorized: () => {
      if (router.state.location.pathname !== '/logout') void router.navigate('/logout');
    },
  });
  // The session's first call starts now, not once every module of the first page has arrived.
  if (sessionCalls) {
    void Promise.all([userManager.getUser(), sessionCalls]).then(([user, { prefetchSession }]) => {
      if (!user || user.expired) return;
      // Requests the entry sent with another token (renewed meanwhile, or another user's) go unread.
      const sentAhead = sessionRequests?.accessToken === user.access_token ? sessionRequests.take : undefined;
      prefetchSession(queryClient, user.profile.sub, sentAhead);
    });
  }
  await initialized(router);
  root.render(<App config={config} userManager={userManager} queryClient={queryClient} router={router} />);
};
