import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createProvider } from './create-provider';
import { demoMailboxRoutes, hasDemoMailbox } from './demo-mailbox';
import { invitationAcceptanceRoutes } from './invitation-acceptance-routes';
import { interactionRoutes } from './interaction-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { loadProviderSecrets, publicJwk } from './provider-secrets';
import { schedulePayloadPurge } from './purge-expired-payloads';
import { markSignedOut } from './signed-out-notice';

export interface EmbeddedProviderDeps {
  db: Database;
  config: Config;
  /** Wakes the outbox relay when a provider page queues an e-mail. */
  onEmailQueued?: () => void;
}

/**
 * The built-in OpenID provider, used when no external OIDC_ISSUER is configured. Call it on the root
 * instance: requests under /oidc match no Fastify route, and only root-level hooks (where middie runs)
 * see unmatched requests.
 *
 * Returns the public signing keys so the API can verify tokens in process (jose `createLocalJWKSet`)
 * instead of fetching its own JWKS over HTTP.
 */
export const registerEmbeddedProvider = async (
  app: FastifyInstance,
  { db, config, onEmailQueued }: EmbeddedProviderDeps,
): Promise<{ jwks: { keys: JWK[] } }> => {
  const secrets = await loadProviderSecrets(db);
  const provider = createProvider({ db, config, secrets });
  // Behind a TLS-terminating proxy the provider must trust X-Forwarded-* to issue https URLs and
  // Secure cookies; on plain http (local and tests) there is no proxy to trust.
  provider.proxy = new URL(config.PUBLIC_URL).protocol === 'https:';
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'OpenID provider error'));
  provider.on('end_session.success', markSignedOut);

  if (!app.hasDecorator('use')) await app.register(middie);
  // Middie hands the provider the path without /oidc and keeps the full one in originalUrl, which the
  // provider needs to build its absolute URLs. It runs before Fastify reads any body, and the provider
  // parses its own, so no content-type parser of the app is involved.
  app.use('/oidc', provider.callback());
  await app.register(interactionRoutes, { provider, db, config });
  await app.register(invitationAcceptanceRoutes, { db, config });
  await app.register(passwordResetRoutes, { db, config, ...(onEmailQueued ? { onEmailQueued } : {}) });
  if (hasDemoMailbox(config)) await app.register(demoMailboxRoutes, { db, config });
  schedulePayloadPurge(app, db);

  return { jwks: { keys: [publicJwk(secrets.signingKey)] } };
};
