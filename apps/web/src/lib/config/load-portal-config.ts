import type { PortalConfig } from '@portal/domain/api/platform';
import { readConfigAnswer } from './read-config-answer';

/**
 * The configuration every start of the app reads first, from the request main.tsx sent. Its shape is
 * the server's contract (the API checks every answer against it before sending), so it is read as
 * that once it is known to be the portal's configuration.
 */
export const loadPortalConfig = async (request: Promise<Response>): Promise<PortalConfig> =>
  (await readConfigAnswer(request)) as unknown as PortalConfig;
