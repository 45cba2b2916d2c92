import { z } from 'zod';

/** Carried through the provider round trip: where to go once signed in. */
export const SignInState = z.object({ returnTo: z.string().startsWith('/') });
export type SignInState = z.infer<typeof SignInState>;

const NOT_A_RETURN_PATH = ['/login', '/logout', '/implicit/callback', '/404', '/403'];

/** Only a page of this portal may be returned to: never an outside address or an access page. */
export const safeReturnTo = (value: unknown): string => {
  const parsed = SignInState.safeParse({ returnTo: value });
  if (!parsed.success || parsed.data.returnTo.startsWith('//')) return '/';
  const path = parsed.data.returnTo.split(/[?#]/)[0] ?? '/';
  return NOT_A_RETURN_PATH.includes(path) ? '/' : parsed.data.returnTo;
};
