import type { Root } from 'react-dom/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { getPortalConfig } from '@portal/domain/api/platform';
import { ErrorScreen } from '../components/error-screen';
import { callApi, configureApiClient } from '../lib/api-client';
import { createUserManager } from '../lib/auth/user-manager';
import { createQueryClient } from '../lib/query-client';
import { reportError, startErrorReporting } from '../lib/report-error';
import { readSelectedNetwork } from '../lib/selected-network';
import { theme } from '../lib/theme';
import { App } from './app';
import { createRouter } from './router';

/** Reads the sign-in configuration from the API, wires the API client to the session, then renders. */
export const bootstrap = async (root: Root) => {
  let config;
  try {
    config = await callApi(getPortalConfig);
  } catch (error) {
    reportError(error, 'portal configuration');
    root.render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ErrorScreen onRefresh={() => window.location.reload()} />
      </ThemeProvider>,
    );
    return;
  }
  const userManager = createUserManager(config);
  startErrorReporting(config, async () => (await userManager.getUser())?.access_token);
  const queryClient = createQueryClient();
  const router = createRouter();
  configureApiClient({
    getAccessToken: async () => (await userManager.getUser())?.access_token,
    getNetworkId: () => readSelectedNetwork()?.hospitalNetworkId,
    onUnauthorized: () => {
      if (router.state.location.pathname !== '/logout') void router.navigate('/logout');
    },
  });
  root.render(<App config={config} userManager={userManager} queryClient={queryClient} router={router} />);
};
