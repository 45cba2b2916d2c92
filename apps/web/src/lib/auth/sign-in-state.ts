/** Carried through the provider round trip: where to go once signed in. */
export interface SignInState {
  returnTo: string;
}

const NOT_A_RETURN_PATH = ['/login', '/logout', '/implicit/callback', '/404', '/403'];

/**
 * Only a page of this portal may be returned to: never an outside address or an access page. Checked
 * without the schema library, which the signed-out redirect that calls this does not load otherwise.
 */
export const safeReturnTo = (value: unknown): string => {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  const path = value.split(/[?#]/)[0] ?? '/';
  return NOT_A_RETURN_PATH.includes(path) ? '/' : value;
};
