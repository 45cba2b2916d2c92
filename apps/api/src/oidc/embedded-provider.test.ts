import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { ACCOUNT_INACTIVE, INVALID_CREDENTIALS, LOCKED_OUT } from './interaction-routes';
import { escapeHtml } from './page-layout';
import { browser, location } from './browser.test-kit';
import { insertUser, PASSWORD, startTestServer, type TestServer } from './server.test-kit';
import { finishSignIn, redirectUri, refresh, SCOPE, signIn, startSignIn, submitCredentials } from './sign-in-flow.test-kit';

const MAX_FAILURES = 3;
const GROUP = 'Client Portal Travel User Type: Client Admin';

let server: TestServer;
let userId: string;

beforeAll(async () => {
  server = await startTestServer({ SIGN_IN_MAX_FAILURES: String(MAX_FAILURES) });
  userId = await insertUser(server.db, 'admin@northwind.test');
  await insertUser(server.db, 'locked@northwind.test');
  await insertUser(server.db, 'reset@northwind.test');
  await insertUser(server.db, 'inactive@northwind.test', { isActive: false });
}, 60_000);

afterAll(() => server?.close());

const verifyAccessToken = (token: string) =>
  jwtVerify(token, createLocalJWKSet(server.jwks), { issuer: server.config.issuer, audience: server.config.audience });

describe('embedded OpenID provider', () => {
  it('serves discovery under /oidc', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${server.baseUrl}/oidc`);
    expect(discovery.authorization_endpoint).toBe(`${server.baseUrl}/oidc/auth`);
    expect(discovery.token_endpoint).toBe(`${server.baseUrl}/oidc/token`);
    expect(discovery.end_session_endpoint).toBe(`${server.baseUrl}/oidc/session/end`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(SCOPE.split(' ')));
  });

  it('leaves JSON body parsing of the other routes alone', async () => {
    const response = await fetch(`${server.baseUrl}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ok: true }),
    });
    expect(await response.json()).toEqual({ ok: true });
  });

  it('renders an accessible sign-in page that needs no script', async () => {
    const { b, signInUrl } = await startSignIn(server);
    const page = await b.request(signInUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'none'/);
    const html = await page.text();
    expect(html).toContain('<title>Sign in</title>');
    expect(html).toContain('Client Portal');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<input id="email"');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<input id="password"');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain(`<a href="${server.baseUrl}/forgot-password">Forgot password?</a>`);
    expect(html).not.toContain('<script');
  });

  it('signs in with the authorization code flow and PKCE and issues a JWT access token for the API', async () => {
    const { tokens } = await signIn(server, 'Admin@Northwind.test', PASSWORD);

    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(3540);
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    const { payload } = await verifyAccessToken(tokens.access_token);
    expect(payload).toMatchObject({
      sub: userId,
      aud: server.config.audience,
      client_id: server.config.OIDC_CLIENT_ID,
      email: 'admin@northwind.test',
      given_name: 'Ada',
      family_name: 'Lovelace',
      name: 'Ada Lovelace',
      groups: [GROUP],
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3540);

    const { payload: idToken } = await jwtVerify(tokens.id_token, createLocalJWKSet(server.jwks), {
      issuer: server.config.issuer,
      audience: server.config.OIDC_CLIENT_ID,
    });
    expect(idToken).toMatchObject({ sub: userId, nonce: 'nonce-1', email: 'admin@northwind.test', groups: [GROUP], name: 'Ada Lovelace' });
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('renews silently while the session lasts, without a consent prompt', async () => {
    const { b } = await signIn(server, 'admin@northwind.test', PASSWORD);
    const params = new URLSearchParams({
      client_id: server.config.OIDC_CLIENT_ID,
      response_type: 'code',
      redirect_uri: redirectUri(server),
      scope: SCOPE,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      prompt: 'none',
    });
    const auth = await b.request(`${server.baseUrl}/oidc/auth?${params}`);
    const callback = new URL(location(auth, server.baseUrl));
    expect(callback.searchParams.get('error')).toBeNull();
    expect(callback.searchParams.get('code')).toBeTruthy();
  });

  it('never shows consent, even when the client asks for it', async () => {
    const { b } = await signIn(server, 'admin@northwind.test', PASSWORD);
    const signedIn = await startSignIn(server, b, { prompt: 'consent' });
    const tokens = await finishSignIn(server, b, await b.request(signedIn.signInUrl), signedIn.verifier);
    expect((await verifyAccessToken(tokens.access_token)).payload.sub).toBe(userId);

    const fresh = await startSignIn(server, browser(), { prompt: 'consent' });
    const login = await submitCredentials(fresh.b, fresh.signInUrl, 'admin@northwind.test', PASSWORD);
    const consent = await fresh.b.request(location(login, server.baseUrl));
    expect(consent.status).toBe(303);
    const consentPage = location(consent, server.baseUrl);
    expect(new URL(consentPage).pathname).toMatch(/^\/interaction\//);
    const afterConsent = await finishSignIn(server, fresh.b, await fresh.b.request(consentPage), fresh.verifier);
    expect((await verifyAccessToken(afterConsent.access_token)).payload.sub).toBe(userId);
  });

  it('refreshes the access token with a rotated refresh token', async () => {
    const { tokens } = await signIn(server, 'admin@northwind.test', PASSWORD);
    const response = await refresh(server, tokens.refresh_token);
    expect(response.status).toBe(200);
    const renewed = (await response.json()) as typeof tokens;
    expect(renewed.access_token).not.toBe(tokens.access_token);
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    const { payload } = await verifyAccessToken(renewed.access_token);
    expect(payload).toMatchObject({ sub: userId, email: 'admin@northwind.test', groups: [GROUP] });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3540);
  });

  it('answers a wrong password with 401, the message and the e-mail kept', async () => {
    const { b, signInUrl } = await startSignIn(server);
    const response = await submitCredentials(b, signInUrl, 'admin@northwind.test', 'wrong-password');
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain(INVALID_CREDENTIALS);
    expect(html).toContain('value="admin@northwind.test"');
    expect(html).not.toContain('wrong-password');
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { b, signInUrl } = await startSignIn(server);
    const wrongPassword = await submitCredentials(b, signInUrl, 'admin@northwind.test', 'nope');
    const unknownEmail = await submitCredentials(b, signInUrl, 'nobody@northwind.test', 'nope');
    expect(unknownEmail.status).toBe(wrongPassword.status);
    const normalise = (html: string, email: string) => html.replaceAll(email, 'EMAIL');
    expect(normalise(await unknownEmail.text(), 'nobody@northwind.test')).toBe(
      normalise(await wrongPassword.text(), 'admin@northwind.test'),
    );
  });

  it('escapes what it echoes', async () => {
    const { b, signInUrl } = await startSignIn(server);
    const response = await submitCredentials(b, signInUrl, '"><script>alert(1)</script>', 'x');
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('locks an account after the maximum of failures, even for the right password', async () => {
    const { b, verifier, signInUrl } = await startSignIn(server);
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await submitCredentials(b, signInUrl, 'locked@northwind.test', 'wrong')).status).toBe(401);
    }
    const refused = await submitCredentials(b, signInUrl, 'LOCKED@northwind.test', PASSWORD);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(LOCKED_OUT);

    const other = await submitCredentials(b, signInUrl, 'admin@northwind.test', PASSWORD);
    await finishSignIn(server, b, other, verifier);
  });

  it('locks an unknown e-mail the same way', async () => {
    const { b, signInUrl } = await startSignIn(server);
    for (let i = 0; i < MAX_FAILURES; i++) {
      expect((await submitCredentials(b, signInUrl, 'ghost@northwind.test', 'wrong')).status).toBe(401);
    }
    const refused = await submitCredentials(b, signInUrl, 'ghost@northwind.test', PASSWORD);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(LOCKED_OUT);
  });

  it('resets the failure count on a successful sign-in', async () => {
    const email = 'reset@northwind.test';
    for (let round = 0; round < 2; round++) {
      const { b, verifier, signInUrl } = await startSignIn(server);
      for (let i = 0; i < MAX_FAILURES - 1; i++) {
        expect((await submitCredentials(b, signInUrl, email, 'wrong')).status).toBe(401);
      }
      await finishSignIn(server, b, await submitCredentials(b, signInUrl, email, PASSWORD), verifier);
    }
  });

  it('tells an inactive user with the right password whom to ask, and signs nobody in', async () => {
    const { b, signInUrl } = await startSignIn(server);
    const response = await submitCredentials(b, signInUrl, 'inactive@northwind.test', PASSWORD);
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain(escapeHtml(ACCOUNT_INACTIVE));
    expect(html).not.toContain(INVALID_CREDENTIALS);
  });

  it('answers a wrong password for an inactive user exactly like for an active one', async () => {
    const { b, signInUrl } = await startSignIn(server);
    const inactive = await submitCredentials(b, signInUrl, 'inactive@northwind.test', 'nope');
    const active = await submitCredentials(b, signInUrl, 'admin@northwind.test', 'nope');
    expect(inactive.status).toBe(401);
    const normalise = (html: string, email: string) => html.replaceAll(email, 'EMAIL');
    expect(normalise(await inactive.text(), 'inactive@northwind.test')).toBe(
      normalise(await active.text(), 'admin@northwind.test'),
    );
  });

  it('shows an expired page for an unknown interaction', async () => {
    const response = await browser().request(`${server.baseUrl}/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This sign-in page has expired.');
  });
});
