import { getPortalConfig, type PortalConfig } from '@portal/domain/api/platform';
import { readAnswer } from '../api-client';

/** The sign-in configuration every start of the app reads first, from the request main.tsx sent. */
export const loadPortalConfig = (request: Promise<Response>): Promise<PortalConfig> => readAnswer(getPortalConfig, request);
