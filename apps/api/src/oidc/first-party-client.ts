import type { ClientMetadata } from 'oidc-provider';
import type { Config } from '../config';

type ClientSettings = Pick<Config, 'PUBLIC_URL' | 'OIDC_CLIENT_ID' | 'OIDC_EXTRA_REDIRECT_ORIGINS'>;

/** Where the SPA is served: the public URL, plus the dev server and any other configured origin. */
const clientBaseUrls = (config: ClientSettings): string[] => [
  ...new Set([config.PUBLIC_URL, ...config.OIDC_EXTRA_REDIRECT_ORIGINS].map((url) => url.replace(/\/$/, ''))),
];

/** For CORS on the token endpoint and the form-action of the provider's pages. */
export const clientOrigins = (config: ClientSettings): string[] => [
  ...new Set(clientBaseUrls(config).map((url) => new URL(url).origin)),
];

/**
 * The portal's SPA: a public client (no secret can be kept in a browser), so PKCE is what protects its
 * codes. It is the only client; dynamic registration stays off.
 */
export const firstPartyClient = (config: ClientSettings): ClientMetadata => {
  const bases = clientBaseUrls(config);
  return {
    client_id: config.OIDC_CLIENT_ID,
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: bases.map((base) => `${base}/implicit/callback`),
    post_logout_redirect_uris: bases.flatMap((base) => [`${base}/login`, `${base}/logout`]),
    id_token_signed_response_alg: 'ES256',
  };
};
