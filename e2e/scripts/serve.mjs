// Runs the BUILT server for the end-to-end tests on its own port with a fresh database: a temporary
// PGlite directory, or, when DATABASE_URL is set (CI), a fresh PostgreSQL database created here and
// dropped when Playwright stops the server (SIGTERM). Playwright starts web servers before global
// setup and stops them after global teardown, so the database's life belongs here, with the server.
//   node scripts/serve.mjs <port> [inactivityMinutes]
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminUrl, databasePrefix, dataDirPrefix } from './e2e-resources.mjs';

const [port = '3210', inactivity = '15'] = process.argv.slice(2);
const repo = fileURLToPath(new URL('../..', import.meta.url));
// The pg client the API itself uses (a dependency of apps/api).
const pg = createRequire(join(repo, 'apps/api/package.json'))('pg');

const portIsFree = () =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(Number(port), '127.0.0.1', () => probe.close(() => resolve(true)));
  });

if (!(await portIsFree())) {
  console.error(`serve: port ${port} is in use; stop what runs there or set E2E_PORT.`);
  process.exit(1);
}

const withAdmin = async (baseUrl, work) => {
  const client = new pg.Client({ connectionString: adminUrl(baseUrl) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  SEED_DEMO: 'true',
  // The tests count what the demo holds: no simulated provider traffic moves it meanwhile.
  SIMULATOR: 'false',
  INACTIVITY_MINUTES: inactivity,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
};

let cleanup;
const baseUrl = process.env.DATABASE_URL;
if (baseUrl) {
  const name = `${databasePrefix(port)}${process.pid}`;
  await withAdmin(baseUrl, async (client) => {
    const { rows } = await client.query('select datname from pg_database where datname like $1', [`${databasePrefix(port)}%`]);
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    await client.query(`create database ${name}`);
  });
  env.DATABASE_URL = adminUrl(baseUrl, name);
  cleanup = () => withAdmin(baseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
} else {
  for (const entry of readdirSync(tmpdir())) {
    if (entry.startsWith(dataDirPrefix(port))) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
  const dir = mkdtempSync(join(tmpdir(), dataDirPrefix(port)));
  env.DATA_DIR = dir;
  delete env.DATABASE_URL;
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}

const server = spawn(process.execPath, [join(repo, 'apps/api/dist/main.js')], { env, stdio: 'inherit', cwd: repo });
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', async (code) => {
  await cleanup().catch((error) => console.error(`serve: cleanup failed: ${error.message}`));
  process.exit(stopping ? 0 : (code ?? 1));
});
