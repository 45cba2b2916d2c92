import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { seedDemo } from './seed-demo';
import { seedLarge } from './seed-large';
import { seedReference } from './seed-reference';

/**
 * `tsx src/seed/cli.ts [--scale demo|large]`: migrates and seeds the database the server would
 * use (DATABASE_URL, else PGlite under DATA_DIR), so `npm run seed` and `npm start` agree.
 */
const { values } = parseArgs({ options: { scale: { type: 'string', default: 'demo' } } });
if (values.scale !== 'demo' && values.scale !== 'large') {
  console.error(`Unknown --scale '${values.scale}': use demo or large.`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  const started = performance.now();
  await database.migrate();
  await seedReference(database.db);
  const seeded = await seedDemo(database.db);
  console.log(`demo seed (${database.kind}): ${seeded ? 'seeded' : 'already present, kept'} in ${Math.round(performance.now() - started)} ms`);
  if (values.scale === 'large') {
    if (database.kind === 'pglite') console.warn('large seed on PGlite: expect a long run; it is sized for PostgreSQL');
    await seedLarge(database.db, { vacuum: database.kind === 'postgres' });
  }
} finally {
  await database.close();
}
