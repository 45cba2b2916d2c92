import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { location, pkce, type Browser } from './browser.test-kit';
import { insertUser, PASSWORD, startTestServer, type TestServer } from './server.test-kit';
import { redirectUri, refresh, SCOPE, signIn, startSignIn } from './sign-in-flow.test-kit';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  await insertUser(server.db, 'admin@northwind.test');
}, 60_000);

afterAll(() => server?.close());

const endSession = (b: Browser, params: Record<string, string>) =>
  b.request(`${server.baseUrl}/oidc/session/end?${new URLSearchParams(params)}`);

/** The confirm form as a browser would submit it, by its button or by the page's script. */
const submitLogoutForm = (b: Browser, html: string) => {
  const action = /<form id="op.logoutForm" method="post" action="([^"]+)"/.exec(html)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  expect(action).toBeTruthy();
  expect(xsrf).toBeTruthy();
  return b.post(action ?? '', { xsrf: xsrf ?? '', logout: 'yes' });
};

const silentRenewal = async (b: Browser) => {
  const params = new URLSearchParams({
    client_id: server.config.OIDC_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri(server),
    scope: SCOPE,
    code_challenge: pkce().challenge,
    code_challenge_method: 'S256',
    prompt: 'none',
  });
  return new URL(location(await b.request(`${server.baseUrl}/oidc/auth?${params}`), server.baseUrl));
};

describe('RP-initiated logout', () => {
  it('signs out at once when the SPA sends its id_token_hint, ending the session and its refresh tokens', async () => {
    const { b, tokens } = await signIn(server, 'admin@northwind.test', PASSWORD);
    const page = await endSession(b, {
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${server.baseUrl}/login`,
      state: 'bye',
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<button type="submit">Sign out</button>');

    const script = /<script>([^<]+)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('submit()');
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(page.headers.get('content-security-policy')).toContain(`script-src ${hash}`);

    const ended = await submitLogoutForm(b, html);
    expect(ended.status).toBe(303);
    expect(location(ended, server.baseUrl)).toBe(`${server.baseUrl}/login?state=bye`);

    expect((await silentRenewal(b)).searchParams.get('error')).toBe('login_required');
    const renewed = await refresh(server, tokens.refresh_token);
    expect(renewed.status).toBe(400);
    expect(await renewed.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('asks for a click when the request does not prove it comes from the signed-in app', async () => {
    const { b } = await signIn(server, 'admin@northwind.test', PASSWORD);
    const page = await endSession(b, {
      client_id: server.config.OIDC_CLIENT_ID,
      post_logout_redirect_uri: `${server.baseUrl}/logout`,
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'none'");
    const html = await page.text();
    expect(html).not.toContain('<script');
    expect(html).toContain('Do you want to sign out of Client Portal?');

    const ended = await submitLogoutForm(b, html);
    expect(location(ended, server.baseUrl)).toBe(`${server.baseUrl}/logout`);
    expect((await silentRenewal(b)).searchParams.get('error')).toBe('login_required');
  });

  it('says on the next sign-in page, once, that the user signed out', async () => {
    const { b, tokens } = await signIn(server, 'admin@northwind.test', PASSWORD);
    const page = await endSession(b, { id_token_hint: tokens.id_token, post_logout_redirect_uri: `${server.baseUrl}/login` });
    await submitLogoutForm(b, await page.text());
    const after = await (await b.request((await startSignIn(server, b)).signInUrl)).text();
    expect(after).toContain('<p class="notice" role="status">You have signed out.</p>');
    expect(after).toContain('<button type="submit">Sign in</button>');
    const again = await (await b.request((await startSignIn(server, b)).signInUrl)).text();
    expect(again).not.toContain('You have signed out.');
  });

  it('shows a signed-out page when no return address is given', async () => {
    const { b, tokens } = await signIn(server, 'admin@northwind.test', PASSWORD);
    const page = await endSession(b, { id_token_hint: tokens.id_token });
    const ended = await submitLogoutForm(b, await page.text());
    const done = await b.request(location(ended, server.baseUrl));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('You have signed out.');
  });
});
