import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPostgres } from '../db/client';
import { signInThroughProvider } from './sign-in-flow';
import { adminUrl } from './global-setup';
import { openTestDatabase } from './test-database';

/** A listening API instance: its base URL and a way to sign in as a demo account through its own sign-in page. */
export interface Instance {
  url: string;
  tokenFor(email: string): Promise<string>;
  get(path: string, token?: string): Promise<Response>;
  close(): Promise<void>;
}

/** One API instance on its own port and database handle (several share a PostgreSQL database). */
export const startInstance = async (env: Record<string, string>, databaseUrl?: string): Promise<Instance> => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', ...env });
  const database = databaseUrl ? openPostgres(databaseUrl, 4) : await openTestDatabase();
  const app = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const url = `http://127.0.0.1:${address.port}`;
  const tokens = new Map<string, Promise<string>>();
  return {
    url,
    tokenFor: (email) => {
      if (!tokens.has(email)) tokens.set(email, signInThroughProvider(app, config, email).then((t) => t.accessToken));
      return tokens.get(email)!;
    },
    get: (path, token) => fetch(`${url}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

/** A private PostgreSQL database copied from the seeded template, for instances to share; undefined on PGlite. */
export const sharedPostgres = async (): Promise<{ url: string; drop(): Promise<void> } | undefined> => {
  const url = process.env.DATABASE_URL;
  const template = inject('templateDatabase');
  if (!url || !template) return undefined;
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  return {
    url: adminUrl(url, name),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};
