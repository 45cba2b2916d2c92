import { PORTAL_ROUTES, type PortalRoute } from '@portal/domain/access/routes';
import { isRecord } from '../lib/config/read-config-answer';

/** oidc-client-ts keeps a session under `oidc.user:<issuer>:<client id>` in local storage (see user-manager.ts). */
const STORED_USER_PREFIX = 'oidc.user:';

const storedUserKeys = (storage: Storage): string[] => {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(STORED_USER_PREFIX)) keys.push(key);
  }
  return keys;
};

export const hasStoredUser = (storage: Storage): boolean => storedUserKeys(storage).length > 0;

/** Whose sign-in is stored and the token its calls carry. */
export interface StoredSignIn {
  sub: string;
  accessToken: string;
}

/**
 * The stored sign-in, read as oidc-client-ts wrote it, when exactly one is stored and its token has
 * not expired; otherwise the app's own user manager decides (renewal, sign-in, a choice of issuers).
 */
export const readStoredSignIn = (storage: Storage, now = Date.now()): StoredSignIn | undefined => {
  const [key, ...others] = storedUserKeys(storage);
  if (key === undefined || others.length > 0) return undefined;
  try {
    const stored: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    if (!isRecord(stored)) return undefined;
    const { access_token: accessToken, expires_at: expiresAt, profile } = stored;
    const sub = isRecord(profile) ? profile.sub : undefined;
    if (typeof accessToken !== 'string' || typeof sub !== 'string' || typeof expiresAt !== 'number') return undefined;
    return expiresAt * 1000 > now ? { sub, accessToken } : undefined;
  } catch {
    return undefined;
  }
};

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/** Whether `pattern` (a route path with `:name` segments) matches `pathname` as React Router does: case and a trailing slash aside. */
const matches = (pattern: string, pathname: string): boolean => {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  return (
    expected.length === actual.length &&
    expected.every((segment, i) => segment.startsWith(':') || segment.toLowerCase() === actual[i]?.toLowerCase())
  );
};

/** The page of the route table at `pathname` that only a signed-in user may open, if it is one. */
export const signedInRouteAt = (pathname: string): PortalRoute | undefined =>
  PORTAL_ROUTES.find((route) => !route.open && matches(route.path, pathname));

/** A page of the route table that only a signed-in user may open; open and unknown addresses are not. */
export const needsSignIn = (pathname: string): boolean => signedInRouteAt(pathname) !== undefined;
