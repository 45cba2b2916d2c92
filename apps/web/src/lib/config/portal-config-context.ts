import { createContext, useContext } from 'react';
import type { PortalConfig } from '@portal/domain/api/platform';

export const PortalConfigContext = createContext<PortalConfig | null>(null);

/** Support contacts, links and the inactivity period: configuration served by the API. */
export const usePortalConfig = (): PortalConfig => {
  const config = useContext(PortalConfigContext);
  if (!config) throw new Error('usePortalConfig needs a PortalConfigContext provider');
  return config;
};
