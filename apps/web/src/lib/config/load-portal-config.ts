import { getPortalConfig, type PortalConfig } from '@portal/domain/api/platform';
import { callApi } from '../api-client';

/** The sign-in configuration every start of the app reads first. */
export const loadPortalConfig = (): Promise<PortalConfig> => callApi(getPortalConfig);
