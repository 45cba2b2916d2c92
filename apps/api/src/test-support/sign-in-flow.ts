import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Config } from '../config';

const base64url = (buf: Buffer) => buf.toString('base64url');

/** Cookies set along a redirect chain, sent back on the next request as a browser would. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: LightMyRequestResponse) {
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost');
  return `${url.pathname}${url.search}`;
};

/**
 * Signs in through the built-in provider exactly as the SPA does (authorization code with PKCE,
 * the sign-in form, the token endpoint) and returns the access token.
 */
export const signInThroughProvider = async (
  app: FastifyInstance,
  config: Config,
  email: string,
  password = 'demo1234',
): Promise<{ accessToken: string; refreshToken?: string; idToken: string }> => {
  const jar = new CookieJar();
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const redirectUri = `${config.PUBLIC_URL}/implicit/callback`;
  const query = new URLSearchParams({
    client_id: config.OIDC_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email groups offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: base64url(randomBytes(8)),
  });

  const follow = async (response: LightMyRequestResponse): Promise<LightMyRequestResponse> => {
    jar.store(response);
    const location = response.headers.location;
    if (response.statusCode < 300 || response.statusCode >= 400 || typeof location !== 'string') return response;
    if (location.startsWith(redirectUri)) return response;
    return follow(await app.inject({ method: 'GET', url: pathOf(location), headers: { cookie: jar.header() } }));
  };

  const form = await follow(await app.inject({ method: 'GET', url: `/oidc/auth?${query}`, headers: { cookie: jar.header() } }));
  const action = /action="([^"]+)"/.exec(form.body)?.[1];
  if (!action) throw new Error(`No sign-in form: ${form.statusCode} ${form.body.slice(0, 200)}`);
  const submitted = await follow(
    await app.inject({
      method: 'POST',
      url: action.replace(/&amp;/g, '&'),
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password }).toString(),
    }),
  );
  const location = submitted.headers.location;
  const code = typeof location === 'string' ? new URL(location).searchParams.get('code') : null;
  if (!code) throw new Error(`Sign-in for ${email} failed: ${submitted.statusCode} ${submitted.body.slice(0, 300)}`);

  const token = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: config.OIDC_CLIENT_ID,
      code_verifier: verifier,
    }).toString(),
  });
  const body = token.json<{ access_token?: string; refresh_token?: string; id_token?: string }>();
  if (!body.access_token || !body.id_token) throw new Error(`Token exchange failed: ${token.body}`);
  return { accessToken: body.access_token, idToken: body.id_token, ...(body.refresh_token ? { refreshToken: body.refresh_token } : {}) };
};
