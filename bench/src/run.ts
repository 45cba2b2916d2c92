import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  DEFAULT_DATABASE_URL,
  NETWORK_ADMIN,
  NETWORK_NAME,
  ensureDatabase,
  ensureLargeSeed,
  loadFixtures,
  vacuumIfNeverVacuumed,
} from './database';
import { ASSIGNED_EXPORT, INVOICE_EXPORT, measureExport, type ExportResult } from './exports';
import { runLoad } from './load';
import { sqlExecutionMs } from './raw-sql';
import { checksOf, printReport, writeJson, type ScenarioOutcome } from './report';
import { candidateScenarios, loadCandidateFixtures, restoreDecidedCandidates } from './candidate-scenarios';
import { invoiceScenarios } from './invoice-scenarios';
import { jobScenarios } from './job-scenarios';
import { scenarios, type Api } from './scenarios';
import { userScenarios } from './user-scenarios';
import { buildApi, startApi, type RunningApi } from './server';
import { signIn } from './sign-in';
import { buildWeb, measureWeb, printWebReport, webChecks, type WebResult } from './web/web-bench';

/**
 * `npm run bench [-- --requests N --concurrency C]`: loads the large seed into PostgreSQL, starts
 * the built API against it, signs in as the largest network's admin and measures the Assigned
 * calls, the job list and details, the candidate list, counts, details and decision, and the exports against the budgets of their issues. Each call is measured twice: its latency
 * with one request in flight (what the budgets apply to), and its throughput with C in flight.
 * Then the web app: its initial JS and cold first visits in Chromium (bench/src/web). `--only web`
 * skips the API calls and exports; `--only users` measures the user search alone. Exit code 1 when a budget is missed.
 */
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '500' },
    concurrency: { type: 'string', default: '8' },
    only: { type: 'string' },
  },
});
const settings = {
  concurrency: Number(values.concurrency),
  requests: Number(values.requests),
  warmup: 50,
  maxMs: 5_000,
};
const webOnly = values.only === 'web';
const usersOnly = values.only === 'users';
if (values.only !== undefined && !webOnly && !usersOnly) {
  console.error('--only takes one value: web or users');
  process.exit(2);
}
if (!(settings.concurrency >= 1 && settings.requests >= 1)) {
  console.error('--requests and --concurrency must be positive numbers');
  process.exit(2);
}

const RESULTS = fileURLToPath(new URL('../results/latest.json', import.meta.url));
const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
const shownUrl = new URL(databaseUrl);
shownUrl.password = '';

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

await ensureDatabase(databaseUrl);
const seedMs = await ensureLargeSeed(databaseUrl);
console.log(seedMs === undefined ? 'large seed already present' : `large seed loaded in ${(seedMs / 1000).toFixed(1)} s`);
if (seedMs === undefined) {
  const vacuumStarted = performance.now();
  if (await vacuumIfNeverVacuumed(databaseUrl)) {
    console.log(`deals had never been vacuumed: ran VACUUM (ANALYZE) deals, clinicians in ${((performance.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  }
}
const fixtures = await loadFixtures(databaseUrl);
const candidateFixtures = await loadCandidateFixtures(databaseUrl, fixtures.networkId);
await buildApi();
await buildWeb();

let api: RunningApi | undefined;
const outcomes: ScenarioOutcome[] = [];
const exports: ExportResult[] = [];
let signInMs: number | undefined;
let web: WebResult | undefined;
try {
  api = await startApi(databaseUrl);
  const signInStarted = performance.now();
  const client: Api = { baseUrl: api.baseUrl, token: await signIn(api.baseUrl, NETWORK_ADMIN) };
  signInMs = performance.now() - signInStarted;
  console.log(`signed in as ${NETWORK_ADMIN} on ${api.baseUrl} in ${signInMs.toFixed(0)} ms`);

  const measured = webOnly
    ? []
    : usersOnly
      ? userScenarios(fixtures)
      : [...scenarios(fixtures), ...jobScenarios(fixtures), ...candidateScenarios(fixtures, candidateFixtures), ...invoiceScenarios(fixtures), ...userScenarios(fixtures)];
  for (const scenario of measured) {
    const send = (n: number) => scenario.send(client, n);
    // Sequential requests: on a small machine, parallel ones would measure queueing, not the call.
    const latency = await runLoad(send, { ...settings, concurrency: 1 });
    const throughput = await runLoad(send, settings);
    // The SQL runs after the load, on an idle server, so the two never compete for the database.
    const sql = await sqlExecutionMs(databaseUrl, fixtures.networkId, (run) => scenario.handler(run), { rollback: scenario.writes }).catch((err: unknown) => ({
      error: errorText(err),
    }));
    outcomes.push({ scenario, latency, throughput, sql });
    const rps = throughput.ok ? `, ${throughput.rps.toFixed(0)} req/s at ${settings.concurrency} in flight` : '';
    console.log(`${scenario.name}: ${latency.ok ? `p95 ${latency.p95.toFixed(1)} ms${rps}` : `FAILED (HTTP ${latency.status})`}`);
  }
  for (const target of webOnly || usersOnly ? [] : [ASSIGNED_EXPORT, INVOICE_EXPORT]) {
    for (const format of ['csv', 'xlsx'] as const) {
      const result = await measureExport(client, api.pid, target, format);
      exports.push(result);
      console.log(`export ${target.report} ${format}: ${result.ok ? `${(result.totalMs / 1000).toFixed(1)} s` : `FAILED (HTTP ${result.status})`}`);
    }
  }
  if (!usersOnly) web = await measureWeb(api.baseUrl, NETWORK_ADMIN);
} finally {
  await api?.stop();
  if (!webOnly) await restoreDecidedCandidates(databaseUrl, candidateFixtures);
}

const checks = [...checksOf(outcomes, exports), ...(web ? webChecks(web) : [])];
if (web) printWebReport(web);
printReport(outcomes, exports, checks, settings.concurrency);
writeJson(
  RESULTS,
  {
    finishedAt: new Date().toISOString(),
    database: shownUrl.toString(),
    network: NETWORK_NAME,
    assignmentDeals: fixtures.assignmentDeals,
    jobPostings: fixtures.jobPostings,
    searchName: fixtures.lastName,
    seedMs: seedMs ?? null,
    signInMs: signInMs ?? null,
    settings,
    web: web ?? null,
  },
  outcomes,
  exports,
  checks,
);
console.log(`results written to ${RESULTS}`);
process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
