import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { PortalConfig } from '@portal/domain/api/platform';
import { bootstrap } from './bootstrap';
import type { EarlySessionRequests } from './early-session-requests';

/** Mounts the whole app on index.html's #root. */
export const renderPortal = (configRequest: Promise<PortalConfig>, sessionRequests?: EarlySessionRequests) => {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  void bootstrap(
    {
      render: (node) => root.render(<StrictMode>{node}</StrictMode>),
      unmount: () => root.unmount(),
    },
    configRequest,
    sessionRequests,
  );
};
