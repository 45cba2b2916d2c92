import type { Config } from './config';
import type { TokenVerifier } from './context/token-verifier';
import type { Database } from './db/client';
import type { PlatformAccessLookup } from './context/platform-access-cache';

/** What route handlers are built with: one of each per running app. */
export interface AppDeps {
  config: Config;
  db: Database;
  verifyToken: TokenVerifier;
  ping(): Promise<void>;
  /** A PRN Generic user's shifts platform access (SPEC.md §6), asked of the platform at most once a minute per token. */
  platformAccess: PlatformAccessLookup;
}
