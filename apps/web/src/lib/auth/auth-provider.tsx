import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { User, UserManager } from 'oidc-client-ts';
import { AuthContext, type AuthValue } from './auth-context';
import { AFTER_LOGOUT_PATH } from './user-manager';

/** An expired session with a refresh token is renewed before the app decides the user is signed out. */
const loadStoredUser = async (userManager: UserManager): Promise<User | null> => {
  const user = await userManager.getUser();
  if (!user?.expired) return user;
  if (!user.refresh_token) {
    await userManager.removeUser();
    return null;
  }
  return userManager.signinSilent().catch(async () => {
    await userManager.removeUser();
    return null;
  });
};

export const AuthProvider = ({ userManager, children }: { userManager: UserManager; children: ReactNode }) => {
  const [user, setUser] = useState<User | null | undefined>(undefined);

  useEffect(() => {
    let active = true;
    void loadStoredUser(userManager).then((stored) => {
      // A sign-in completed meanwhile (the callback page) wins over what storage held at start.
      if (active) setUser((current) => (current === undefined ? stored : current));
    });
    const onLoaded = (loaded: User) => setUser(loaded);
    const onUnloaded = () => setUser(null);
    userManager.events.addUserLoaded(onLoaded);
    userManager.events.addUserUnloaded(onUnloaded);
    userManager.events.addUserSignedOut(onUnloaded);
    const onRenewError = () => void userManager.removeUser();
    userManager.events.addSilentRenewError(onRenewError);
    return () => {
      active = false;
      userManager.events.removeUserLoaded(onLoaded);
      userManager.events.removeUserUnloaded(onUnloaded);
      userManager.events.removeUserSignedOut(onUnloaded);
      userManager.events.removeSilentRenewError(onRenewError);
    };
  }, [userManager]);

  const value = useMemo<AuthValue>(
    () => ({
      userManager,
      user,
      signIn: (returnTo) => userManager.signinRedirect({ state: { returnTo } }),
      signOut: async () => {
        const current = await userManager.getUser();
        // Nothing stored to end: the caller carries on to the sign-in page.
        if (!current) throw new Error('No session to end');
        await userManager.signoutRedirect({
          id_token_hint: current.id_token,
          post_logout_redirect_uri: `${window.location.origin}${AFTER_LOGOUT_PATH}`,
        });
      },
    }),
    [userManager, user],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
};
