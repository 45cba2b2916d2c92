import { TOKEN_LIFETIME_MINUTES } from '@portal/domain/limits';
import Provider, { errors } from 'oidc-provider';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { accountClaims, findAccountById } from './accounts';
import { clientOrigins, firstPartyClient } from './first-party-client';
import { postgresAdapter } from './postgres-adapter';
import { providerPages } from './provider-pages';
import type { ProviderSecrets } from './provider-secrets';

const TOKEN_SECONDS = TOKEN_LIFETIME_MINUTES * 60;
/** A working day: the SPA keeps renewing its access token with the refresh token until then. */
const SESSION_SECONDS = 12 * 60 * 60;
const SCOPES = 'openid profile email groups offline_access';

export interface ProviderDeps {
  db: Database;
  config: Config;
  secrets: ProviderSecrets;
}

export const createProvider = ({ db, config, secrets }: ProviderDeps): Provider => {
  const origins = clientOrigins(config);
  const pages = providerPages(config.PUBLIC_URL, origins);

  return new Provider(config.issuer, {
    adapter: postgresAdapter(db),
    clients: [firstPartyClient(config)],
    clientDefaults: { id_token_signed_response_alg: 'ES256' },
    jwks: { keys: [secrets.signingKey] },
    cookies: { keys: secrets.cookieKeys },
    claims: {
      openid: ['sub'],
      email: ['email'],
      profile: ['name', 'given_name', 'family_name'],
      groups: ['groups'],
    },
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: pages.renderError,
    ttl: {
      AccessToken: TOKEN_SECONDS,
      IdToken: TOKEN_SECONDS,
      AuthorizationCode: 60,
      Interaction: 30 * 60,
      Session: SESSION_SECONDS,
      Grant: SESSION_SECONDS,
      RefreshToken: SESSION_SECONDS,
    },
    features: {
      devInteractions: { enabled: false },
      // The access token is for the API only; the ID token already carries every claim the SPA shows.
      userinfo: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: pages.logoutSource,
        postLogoutSuccessSource: pages.postLogoutSuccessSource,
      },
      resourceIndicators: {
        enabled: true,
        // oidc-client-ts sends no `resource`: every token is for the API unless asked otherwise.
        defaultResource: (_ctx, _client, oneOf) => oneOf ?? config.audience,
        // Without this, a token request that includes `openid` would get an opaque userinfo token.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== config.audience) throw new errors.InvalidTarget();
          // The API takes the scopes the SPA asks for, so token responses report them and oidc-client-ts
          // sends them back on refresh (which then also renews the ID token).
          return {
            scope: SCOPES,
            audience: config.audience,
            accessTokenTTL: TOKEN_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
    },

    async findAccount(_ctx, sub) {
      const account = await findAccountById(db, sub);
      return account && { accountId: account.id, claims: () => ({ sub: account.id, ...accountClaims(account) }) };
    },

    async extraTokenClaims(_ctx, token) {
      const account = 'accountId' in token ? await findAccountById(db, token.accountId) : undefined;
      return account && { ...accountClaims(account) };
    },

    // The default also demands offline_access, which the provider drops unless consent is prompted; the
    // SPA is first-party and renews with refresh tokens, which still end with the session at sign-out.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),

    /**
     * The SPA is the only client and is first-party, so consent is implied: the grant is created (or
     * completed) here, and the consent prompt only comes up when a request explicitly asks for it (then
     * first-party-consent answers it unseen). A stored grant that is gone, e.g. revoked after
     * refresh-token reuse, falls through to a new one instead of failing silent renewals.
     */
    async loadExistingGrant(ctx) {
      const { client, session, result, provider } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      const grant =
        (grantId && (await provider.Grant.find(grantId))) ||
        new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES);
      grant.addResourceScope(config.audience, SCOPES);
      await grant.save();
      return grant;
    },
  });
};
