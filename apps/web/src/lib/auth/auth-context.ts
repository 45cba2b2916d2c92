import { createContext } from 'react';
import type { User, UserManager } from 'oidc-client-ts';

export interface AuthValue {
  userManager: UserManager;
  /** undefined while the stored session is read at start-up. */
  user: User | null | undefined;
  signIn(returnTo: string): Promise<void>;
  /** Ends the session here and at the provider. */
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthValue | null>(null);
