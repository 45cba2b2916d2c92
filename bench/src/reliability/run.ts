import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { check, machineLoad, printChecks, seconds, type Check } from './checks';
import { agent } from './http';
import { runDecisionScenario, SCENARIO as DECISIONS } from './decision-scenario';
import { runLoadScenario, SCENARIO as LOAD } from './load-scenario';
import { runPostgresScenario, SCENARIO as POSTGRES_STOPPED } from './postgres-scenario';
import { cleanUp, createDatabase, startApi, startCluster, startRedis, type ApiProcess } from './processes';
import { runRedisScenario, SCENARIO as REDIS_DOWN } from './redis-scenario';
import { runSlowClientScenario, SCENARIO as SLOW_CLIENTS } from './slow-client-scenario';
import { ADMIN, signInUsers, type SignedIn } from './traffic';

/**
 * `npm run test:reliability [-- --load-seconds 10 --load-clients 200 --only a,b]`: starts a throwaway
 * PostgreSQL cluster and Redis, the built API on them with the demo seed, and measures the API
 * against the goals of DESIGN.md's Faults section: (a) load, (b) PostgreSQL stopped and started,
 * (c) Redis down with a live socket, (d) 20 identical decisions at once, (e) slow clients. Prints
 * every goal beside its figure with PASS or FAIL and exits 1 when one is missed (2 when the suite
 * could not run). The destructive scenarios run last (a, d, e, c, b) so that a broken API after
 * one of them does not colour the others; a dead API is restarted before the next scenario.
 */
const { values } = parseArgs({
  options: {
    'load-seconds': { type: 'string', default: '60' },
    'load-clients': { type: 'string', default: '200' },
    only: { type: 'string', default: 'a,b,c,d,e' },
  },
});
const loadSeconds = Number(values['load-seconds']);
const loadClients = Number(values['load-clients']);
const only = new Set(values.only.split(',').map((s) => s.trim()));
if (!(loadSeconds > 0 && loadSeconds <= 3_600 && Number.isInteger(loadClients) && loadClients >= 1 && loadClients <= 1_000)) {
  console.error('--load-seconds takes 1 to 3600, --load-clients 1 to 1000');
  process.exit(2);
}
if ([...only].some((s) => !'abcde'.includes(s) || s.length !== 1)) {
  console.error('--only takes scenario letters a to e, comma-separated');
  process.exit(2);
}

const RESULTS_DIR = fileURLToPath(new URL('../../results/reliability/', import.meta.url));
const API_MAIN = fileURLToPath(new URL('../../../apps/api/dist/main.js', import.meta.url));
mkdirSync(RESULTS_DIR, { recursive: true });
const apiLog = `${RESULTS_DIR}api.log`;
writeFileSync(apiLog, '');

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the API, Redis and PostgreSQL`);
    const hardStop = setTimeout(() => process.exit(130), 60_000);
    hardStop.unref();
    void cleanUp().finally(() => process.exit(130));
  });
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
const started = performance.now();
const checks: Check[] = [];
const notes: string[] = [];
const loadAtStart = machineLoad();

try {
  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: build first (npm run test:reliability builds)`);
  console.log(`machine: ${cpus().length} cores, load average ${loadAtStart} (1 / 5 / 15 min)`);
  const cluster = await startCluster();
  await createDatabase(cluster, 'portal');
  const databaseUrl = cluster.url('portal');
  const redis = await startRedis();
  console.log(`PostgreSQL on 127.0.0.1:${cluster.port} (${cluster.dir}), Redis on 127.0.0.1:${redis.port}; API log: ${apiLog}`);

  let api: ApiProcess = await startApi(databaseUrl, redis.url, apiLog);
  let users: SignedIn[] = await signInUsers(api.baseUrl);
  console.log(`API on ${api.baseUrl} (pid ${api.pid}); signed in: ${users.map((u) => `${u.email} (${u.mix.length} calls)`).join(', ')}`);
  const admin = () => users.find((u) => u.email === ADMIN)!;

  /** A scenario gets a live API: one that died in an earlier scenario is started again (and noted). */
  const liveApi = async () => {
    const exit = api.exited();
    if (exit) {
      notes.push(`the API had exited (${exit.how}) and was restarted before a later scenario`);
      api = await startApi(databaseUrl, redis.url, apiLog);
      users = await signInUsers(api.baseUrl);
    }
    return api;
  };
  /** Runs one scenario if `--only` names it; its name starts with its letter ('a. load'). */
  const scenario = async (name: string, run: (api: ApiProcess) => Promise<Check[]>) => {
    if (!only.has(name[0]!) || interrupted) return;
    const t0 = performance.now();
    console.log(`\n--- ${name} (load average ${machineLoad()})`);
    try {
      checks.push(...(await run(await liveApi())));
    } catch (err) {
      checks.push(check(name, 'the scenario runs', `error: ${errorText(err)}`, false));
    }
    console.log(`${name}: ${seconds(performance.now() - t0)}`);
  };

  await scenario(LOAD, (a) => runLoadScenario(a, users, { clients: loadClients, seconds: loadSeconds }));
  await scenario(DECISIONS, (a) => runDecisionScenario(a.baseUrl, admin(), databaseUrl));
  await scenario(SLOW_CLIENTS, (a) => runSlowClientScenario(a.baseUrl, a.port, users));
  await scenario(REDIS_DOWN, (a) => runRedisScenario(a, redis, admin(), databaseUrl, users));
  await scenario(POSTGRES_STOPPED, (a) => runPostgresScenario(a, cluster, databaseUrl, users, admin()));
} catch (err) {
  checks.push(check('set-up', 'PostgreSQL, Redis and the API start', `error: ${errorText(err)}`, false));
} finally {
  agent.destroy();
  await cleanUp();
}

checks.sort((x, y) => x.scenario.localeCompare(y.scenario));
console.log(`\nReliability suite: ${seconds(performance.now() - started)}; machine load average at the start ${loadAtStart}, at the end ${machineLoad()} (1 / 5 / 15 min, ${cpus().length} cores)`);
for (const note of notes) console.log(`note: ${note}`);
console.log('');
printChecks(checks);
const failed = checks.filter((c) => !c.pass).length;
console.log(failed === 0 ? `\nAll ${checks.length} goals met.` : `\n${failed} of ${checks.length} goals FAILED.`);
writeFileSync(
  `${RESULTS_DIR}latest.json`,
  `${JSON.stringify({ finishedAt: new Date().toISOString(), loadSeconds, loadClients, loadAtStart, loadAtEnd: machineLoad(), notes, checks }, null, 2)}\n`,
);
const setUpFailed = checks.some((c) => c.scenario === 'set-up');
process.exit(interrupted ? 130 : setUpFailed ? 2 : failed === 0 ? 0 : 1);
