import type { OidcMetadata, PortalConfig } from '@portal/domain/api/platform';
import { isRecord, readConfigAnswer } from '../lib/config/read-config-answer';

/** The part of the configuration a redirect to the provider needs. */
export type SignInSettings = Pick<PortalConfig, 'issuer' | 'clientId' | 'oidcMetadata'>;

const isMetadata = (value: unknown): value is OidcMetadata =>
  isRecord(value) && ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'].every((key) => typeof value[key] === 'string');

/**
 * The configuration read for the signed-out redirect alone. Anything unexpected rejects, and the app
 * takes over and says what is wrong.
 */
export const readSignInSettings = async (request: Promise<Response>): Promise<SignInSettings> => {
  const body = await readConfigAnswer(request);
  return { issuer: body.issuer, clientId: body.clientId, oidcMetadata: isMetadata(body.oidcMetadata) ? body.oidcMetadata : null };
};
