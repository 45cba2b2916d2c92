import { callPath } from '@portal/domain/api/call';
import { PORTAL_CONFIG_ADDRESS } from '@portal/domain/api/portal-config-address';

/**
 * Asks for the configuration with the entry's first instructions: every start needs it, and it would
 * otherwise wait for the code that checks it. Its answer is read by loadPortalConfig (the app) or
 * readSignInSettings (the signed-out redirect).
 */
export const requestPortalConfig = (): Promise<Response> =>
  fetch(new URL(callPath(PORTAL_CONFIG_ADDRESS), window.location.origin), { headers: { accept: 'application/json' } });
