import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { PortalConfig } from '@portal/domain/api/platform';

export const SIGN_IN_SCOPES = 'openid profile email groups offline_access';
export const CALLBACK_PATH = '/implicit/callback';
export const AFTER_LOGOUT_PATH = '/login';

/**
 * Authorization code with PKCE against the configured issuer. Tokens live in local storage
 * (SPEC.md §4) and are renewed automatically with the refresh token.
 */
export const createUserManager = (config: Pick<PortalConfig, 'issuer' | 'clientId' | 'oidcMetadata'>, origin = window.location.origin) =>
  new UserManager({
    authority: config.issuer,
    // Given by the configuration call, the provider's endpoints need no discovery round trip before a redirect.
    ...(config.oidcMetadata ? { metadata: config.oidcMetadata } : {}),
    client_id: config.clientId,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${AFTER_LOGOUT_PATH}`,
    response_type: 'code',
    scope: SIGN_IN_SCOPES,
    // The ID token carries the profile and groups; the built-in provider has no userinfo endpoint.
    loadUserInfo: false,
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
