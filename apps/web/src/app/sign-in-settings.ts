import type { OidcMetadata, PortalConfig } from '@portal/domain/api/platform';

/** The part of the configuration a redirect to the provider needs. */
export type SignInSettings = Pick<PortalConfig, 'issuer' | 'clientId' | 'oidcMetadata'>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isMetadata = (value: unknown): value is OidcMetadata =>
  isRecord(value) && ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'].every((key) => typeof value[key] === 'string');

/**
 * The configuration read for the signed-out redirect alone: checked by hand, because the schema
 * library would be most of what that redirect loads. Anything unexpected rejects, and the app, which
 * checks the whole configuration, takes over and says what is wrong.
 */
export const readSignInSettings = async (request: Promise<Response>): Promise<SignInSettings> => {
  const answer = await request;
  if (!answer.ok) throw new Error(`The configuration answered ${answer.status}`);
  const body: unknown = await answer.json();
  if (!isRecord(body) || typeof body.issuer !== 'string' || typeof body.clientId !== 'string') {
    throw new Error('The configuration has no sign-in settings');
  }
  return { issuer: body.issuer, clientId: body.clientId, oidcMetadata: isMetadata(body.oidcMetadata) ? body.oidcMetadata : null };
};
