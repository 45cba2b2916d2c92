import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { seedDemo } from './db/seed/seed-demo';
import { seedReference } from './db/seed/seed-reference';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await seedReference(database.db);
if (config.SEED_DEMO) await seedDemo(database.db);

const app = await buildApp(config, database);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Client portal on ${config.PUBLIC_URL} (database: ${database.kind}, sign-in: ${config.issuer})`);
