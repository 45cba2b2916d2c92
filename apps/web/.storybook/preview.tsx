import type { Preview } from '@storybook/react-vite';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ToastProvider } from '../src/components/toast/toast-provider';
import { theme } from '../src/lib/theme';

// Stories show components without a server: nothing retries or refetches behind the picture.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** The providers the shared components use in the app: the portal's theme, queries, a router and toasts. */
const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <ToastProvider>
              <Story />
            </ToastProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>
    ),
  ],
  parameters: { layout: 'padded' },
};

export default preview;
