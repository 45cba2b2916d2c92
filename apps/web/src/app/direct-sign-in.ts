import { safeReturnTo } from '../lib/auth/sign-in-state';
import { createUserManager } from '../lib/auth/user-manager';
import { clearSessionState } from '../lib/session-store';
import type { SignInSettings } from './sign-in-settings';

/**
 * What the app does for a visitor without a session on a signed-in page (RequireSignIn, then /logout,
 * then /login), without loading the app: forget the session's state and go to the provider, asking to
 * come back to this address. False when that could not start; the app then takes over and says why.
 */
export const signInDirectly = async (location: Pick<Location, 'pathname' | 'search'>, settings: Promise<SignInSettings>): Promise<boolean> => {
  try {
    const userManager = createUserManager(await settings);
    clearSessionState();
    await userManager.signinRedirect({ state: { returnTo: safeReturnTo(`${location.pathname}${location.search}`) } });
    return true;
  } catch {
    return false;
  }
};
