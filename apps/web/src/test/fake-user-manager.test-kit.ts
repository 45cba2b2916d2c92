import { vi } from 'vitest';
import type { User, UserManager } from 'oidc-client-ts';

/** A UserManager without a provider: signed in (or not) from the start, redirects recorded. */
export const fakeUserManager = (signedIn = true) => {
  const user = signedIn
    ? ({ access_token: 'test-token', id_token: 'id-token', expired: false, profile: { sub: 'user' }, state: undefined } as unknown as User)
    : null;
  const events = Object.fromEntries(
    ['UserLoaded', 'UserUnloaded', 'UserSignedOut', 'SilentRenewError'].flatMap((name) => [
      [`add${name}`, vi.fn()],
      [`remove${name}`, vi.fn()],
    ]),
  );
  const manager = {
    events,
    getUser: vi.fn(async () => user),
    removeUser: vi.fn(async () => undefined),
    signinRedirect: vi.fn(async () => undefined),
    signoutRedirect: vi.fn(async () => undefined),
    signinSilent: vi.fn(async () => null),
    signinRedirectCallback: vi.fn(async () => user),
  };
  return manager as typeof manager & UserManager;
};
