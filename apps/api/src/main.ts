import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { seedDemo } from './seed/seed-demo';
import { seedReference } from './seed/seed-reference';
import { keepServingThroughStrayErrors, stopWithinGrace } from './process-lifecycle';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await seedReference(database.db);
if (config.SEED_DEMO) await seedDemo(database.db);

const app = await buildApp(config, database);
keepServingThroughStrayErrors(app.log, stopWithinGrace(app, database, config.SHUTDOWN_GRACE_SECONDS * 1_000));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Client portal on ${config.PUBLIC_URL} (Node.js ${process.version}, database: ${database.kind}, sign-in: ${config.issuer})`);
