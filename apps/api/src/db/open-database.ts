import { resolve } from 'node:path';
import { openPglite, openPostgres, type DatabaseHandle } from './client';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export const openDatabase = (settings: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE: number;
  DATA_DIR: string;
  NODE_ENV: string;
}): Promise<DatabaseHandle> => {
  const options = { guardTransactions: settings.NODE_ENV !== 'production' };
  return settings.DATABASE_URL
    ? Promise.resolve(openPostgres(settings.DATABASE_URL, settings.DATABASE_POOL_SIZE, options))
    : openPglite(resolve(settings.DATA_DIR, 'pglite'), undefined, options);
};
