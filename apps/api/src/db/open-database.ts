import { resolve } from 'node:path';
import type { Config } from '../config';
import { openPglite, openPostgres, type DatabaseHandle, type OpenOptions } from './client';

type DatabaseSettings = Pick<
  Config,
  | 'DATABASE_URL'
  | 'DATABASE_POOL_SIZE'
  | 'DATA_DIR'
  | 'NODE_ENV'
  | 'DATABASE_CONNECT_TIMEOUT_SECONDS'
  | 'DATABASE_STATEMENT_TIMEOUT_SECONDS'
  | 'DATABASE_IDLE_IN_TRANSACTION_SECONDS'
>;

/** The configured guard and time limits of a database the API opens (the primary or a read replica). */
export const openOptionsOf = (settings: DatabaseSettings): OpenOptions => ({
  guardTransactions: settings.NODE_ENV !== 'production',
  connectTimeoutMs: settings.DATABASE_CONNECT_TIMEOUT_SECONDS * 1_000,
  statementTimeoutMs: settings.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1_000,
  idleInTransactionTimeoutMs: settings.DATABASE_IDLE_IN_TRANSACTION_SECONDS * 1_000,
});

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export const openDatabase = (settings: DatabaseSettings): Promise<DatabaseHandle> => {
  const options = openOptionsOf(settings);
  return settings.DATABASE_URL
    ? Promise.resolve(openPostgres(settings.DATABASE_URL, settings.DATABASE_POOL_SIZE, options))
    : openPglite(resolve(settings.DATA_DIR, 'pglite'), undefined, options);
};
