import { createHash, randomBytes } from 'node:crypto';

/** The portal's own OpenID client (apps/api config OIDC_CLIENT_ID default). */
const CLIENT_ID = 'travel-client-portal';

const base64url = (buf: Buffer) => buf.toString('base64url');

/** Cookies set along a redirect chain, sent back on the next request as a browser would. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', val = ''] = a.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Signs in through the API's built-in OpenID provider over real HTTP, as the SPA does: authorization
 * code with PKCE, the provider's sign-in form, the token endpoint. Returns the access token.
 */
export const signIn = async (baseUrl: string, email: string, password = 'demo1234'): Promise<string> => {
  const jar = new CookieJar();
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  // The provider accepts only the registered redirect address, which is built from PUBLIC_URL.
  const redirectUri = `${baseUrl}/implicit/callback`;
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email groups offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: base64url(randomBytes(8)),
  });

  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, baseUrl), {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };

  /** Follows redirects by hand (fetch would drop the cookies) until the page or the callback. */
  const follow = async (response: Response): Promise<Response> => {
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    if (location.startsWith(redirectUri)) return response;
    await response.body?.cancel();
    return follow(await request(location));
  };

  const form = await follow(await request(`/oidc/auth?${query}`));
  const html = await form.text();
  const action = /action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`No sign-in form: ${form.status} ${html.slice(0, 200)}`);

  const submitted = await follow(
    await request(action.replace(/&amp;/g, '&'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    }),
  );
  const location = submitted.headers.get('location');
  const code = location ? new URL(location).searchParams.get('code') : null;
  if (!code) throw new Error(`Sign-in for ${email} failed: ${submitted.status} ${(await submitted.text()).slice(0, 300)}`);

  const token = await fetch(new URL('/oidc/token', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }).toString(),
  });
  const body = (await token.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`Token exchange failed: ${token.status} ${JSON.stringify(body)}`);
  return body.access_token;
};
