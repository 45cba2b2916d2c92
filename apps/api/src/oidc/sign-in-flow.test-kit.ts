import { expect } from 'vitest';
import { browser, location, pkce, type Browser } from './browser.test-kit';
import type { TestServer } from './server.test-kit';

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

export const SCOPE = 'openid profile email groups offline_access';

export const redirectUri = (server: TestServer) => `${server.baseUrl}/implicit/callback`;

/** What oidc-client-ts does on signinRedirect: an authorization request with PKCE, ending at the sign-in page. */
export const startSignIn = async (server: TestServer, b: Browser = browser(), extra: Record<string, string> = {}) => {
  const { verifier, challenge } = pkce();
  const params = new URLSearchParams({
    client_id: server.config.OIDC_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri(server),
    scope: SCOPE,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
    ...extra,
  });
  const auth = await b.request(`${server.baseUrl}/oidc/auth?${params}`);
  expect(auth.status).toBe(303);
  const signInUrl = location(auth, server.baseUrl);
  expect(new URL(signInUrl).pathname).toMatch(/^\/interaction\/[\w-]+$/);
  return { b, verifier, signInUrl };
};

export const submitCredentials = (b: Browser, signInUrl: string, email: string, password: string) =>
  b.post(`${signInUrl}/login`, { email, password });

/** Follows the redirects after a finished interaction to the SPA's callback and exchanges the code. */
export const finishSignIn = async (server: TestServer, b: Browser, interactionResponse: Response, verifier: string) => {
  expect(interactionResponse.status).toBe(303);
  const resume = await b.request(location(interactionResponse, server.baseUrl));
  expect(resume.status).toBe(303);
  const callback = new URL(location(resume, server.baseUrl));
  expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri(server));
  expect(callback.searchParams.get('state')).toBe('state-1');
  const code = callback.searchParams.get('code');
  expect(code).toBeTruthy();

  const token = await fetch(`${server.baseUrl}/oidc/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: redirectUri(server),
      code_verifier: verifier,
      client_id: server.config.OIDC_CLIENT_ID,
    }),
  });
  expect(token.status).toBe(200);
  return (await token.json()) as TokenResponse;
};

export const signIn = async (server: TestServer, email: string, password: string) => {
  const { b, verifier, signInUrl } = await startSignIn(server);
  const login = await submitCredentials(b, signInUrl, email, password);
  return { b, tokens: await finishSignIn(server, b, login, verifier) };
};

export const refresh = (server: TestServer, refreshToken: string) =>
  fetch(`${server.baseUrl}/oidc/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: server.config.OIDC_CLIENT_ID,
    }),
  });
