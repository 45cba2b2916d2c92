import type { Config } from './config';
import type { TokenVerifier } from './context/token-verifier';
import type { Database } from './db/client';

/** What route handlers are built with: one of each per running app. */
export interface AppDeps {
  config: Config;
  db: Database;
  verifyToken: TokenVerifier;
  ping(): Promise<void>;
}
