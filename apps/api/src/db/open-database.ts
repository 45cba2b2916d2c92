import { resolve } from 'node:path';
import { openPglite, openPostgres, type DatabaseHandle } from './client';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export const openDatabase = (settings: { DATABASE_URL?: string | undefined; DATABASE_POOL_SIZE: number; DATA_DIR: string }): Promise<DatabaseHandle> =>
  settings.DATABASE_URL
    ? Promise.resolve(openPostgres(settings.DATABASE_URL, settings.DATABASE_POOL_SIZE))
    : openPglite(resolve(settings.DATA_DIR, 'pglite'));
