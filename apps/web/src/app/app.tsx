import { RouterProvider } from 'react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { UserManager } from 'oidc-client-ts';
import type { PortalConfig } from '@portal/domain/api/platform';
import { ToastProvider } from '../components/toast/toast-provider';
import { AuthProvider } from '../lib/auth/auth-provider';
import { PortalConfigContext } from '../lib/config/portal-config-context';
import { theme } from '../lib/theme';
import type { createRouter } from './router';

interface AppProps {
  config: PortalConfig;
  userManager: UserManager;
  queryClient: QueryClient;
  router: ReturnType<typeof createRouter>;
}

export const App = ({ config, userManager, queryClient, router }: AppProps) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <PortalConfigContext.Provider value={config}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider userManager={userManager}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </AuthProvider>
      </QueryClientProvider>
    </PortalConfigContext.Provider>
  </ThemeProvider>
);
