import { PORTAL_ROUTES } from '@portal/domain/access/routes';

/** oidc-client-ts keeps a session under `oidc.user:<issuer>:<client id>` in local storage (see user-manager.ts). */
const STORED_USER_PREFIX = 'oidc.user:';

export const hasStoredUser = (storage: Storage): boolean => {
  for (let i = 0; i < storage.length; i += 1) {
    if (storage.key(i)?.startsWith(STORED_USER_PREFIX)) return true;
  }
  return false;
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

/** A page of the route table that only a signed-in user may open; open and unknown addresses are not. */
export const needsSignIn = (pathname: string): boolean =>
  PORTAL_ROUTES.some((route) => !route.open && matches(route.path, pathname));
