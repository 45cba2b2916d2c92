import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client';
import { seedDemo } from '../seed/seed-demo';
import { seedReference } from '../seed/seed-reference';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated and seeded database each test file copies. */
    templateDatabase: string;
    /** PGlite: a snapshot of the migrated and seeded data directory each test file loads. */
    pgliteSnapshot: string;
  }
}

const seed = async (database: DatabaseHandle) => {
  await database.migrate();
  await seedReference(database.db);
  await seedDemo(database.db);
};

export const adminUrl = (url: string, database = 'postgres') => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** Migrates and seeds once per run; every test file then starts from its own copy. */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `portal_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const database = openPostgres(adminUrl(url, template), 4);
    await seed(database);
    await database.close();
    project.provide('templateDatabase', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
    };
  }
  const database = await openPglite(undefined);
  await seed(database);
  const file = join(tmpdir(), `portal-test-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await (await database.snapshot()).arrayBuffer()));
  await database.close();
  project.provide('templateDatabase', '');
  project.provide('pgliteSnapshot', file);
  return undefined;
}
