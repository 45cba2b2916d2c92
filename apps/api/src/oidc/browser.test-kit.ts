import { createHash, randomBytes } from 'node:crypto';

/** A browser's cookie handling, reduced to what the flows need: names, values and paths. */
export class CookieJar {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const expired = attributes.some((a) => a.toLowerCase().startsWith('expires=') && Date.parse(a.slice(8)) < Date.now());
      const key = `${name};${path}`;
      if (expired || value === '') this.cookies.delete(key);
      else this.cookies.set(key, { name, value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.values()]
      .filter((c) => pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }
}

/** fetch without following redirects, sending and storing cookies like a browser would. */
export const browser = (jar = new CookieJar()) => ({
  jar,
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    jar.store(response);
    return response;
  },
  post(url: string, form: Record<string, string>): Promise<Response> {
    return this.request(url, { method: 'POST', body: new URLSearchParams(form) });
  },
});
export type Browser = ReturnType<typeof browser>;

export const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

export const location = (response: Response, base: string): string => {
  const value = response.headers.get('location');
  if (!value) throw new Error(`expected a redirect, got ${response.status}`);
  return new URL(value, base).href;
};
