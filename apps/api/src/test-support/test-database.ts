import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { adminUrl } from './global-setup';

/** A private copy of the seeded database for one test file (PostgreSQL when DATABASE_URL is set). */
export const openTestDatabase = async (): Promise<DatabaseHandle> => {
  const url = process.env.DATABASE_URL;
  const template = inject('templateDatabase');
  if (url && template) {
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const database = openPostgres(adminUrl(url, name), 4);
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name}`);
        await admin.end();
      },
    };
  }
  const snapshot = await readFile(inject('pgliteSnapshot'));
  return openPglite(undefined, new Blob([snapshot]));
};
