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
import { decisionScenarios } from './decision-scenarios';
import { insightScenarios } from './insights-scenarios';
import { measureIntegrationSubmissions, submissionChecks, type SubmissionResult } from './integration-scenarios';
import { interviewScenarios } from './interview-scenarios';
import { invoiceScenarios } from './invoice-scenarios';
import { jobScenarios } from './job-scenarios';
import { deliveryChecks, measureNotificationDelivery, type DeliveryResult } from './notification-scenarios';
import { measureDecisionAlertSweep, notificationListScenarios, routeEventsTo, sweepChecks, type SweepRows } from './notification-scale-scenarios';
import { scenarios, type Api } from './scenarios';
import { loadTimecardFixtures, restoreApprovedWeeks, timecardScenarios } from './timecard-scenarios';
import { userScenarios } from './user-scenarios';
import { buildApi, startApi, type RunningApi } from './server';
import { signIn } from './sign-in';
import { buildWeb, measureWeb, printWebReport, webChecks, type WebResult } from './web/web-bench';

/**
 * `npm run bench [-- --requests N --concurrency C]`: loads the large seed into PostgreSQL, starts
 * the built API against it, signs in as the largest network's admin and measures the Assigned
 * calls, the job list and details, the candidate calls, the invoice list and financial summary, the
 * user search and the exports against the budgets of their issues. Each call is measured twice: its
 * latency with one request in flight (what the budgets apply to), and its throughput with C in
 * flight. Then the live notifications' delivery across two instances, and the web app: its initial
 * JS and cold first visits in Chromium (bench/src/web), the insights reports uncached and cached, and
 * My decisions' queue, the Timecards list and approval, and the interviews with the review clock.
 * `--only web|users|notifications|insights|decisions|invoices|timecards|interviews` measures that part alone. Exit code 1 when a budget is missed.
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
const BENCH_PARTS = ['web', 'users', 'notifications', 'insights', 'decisions', 'invoices', 'timecards', 'interviews'] as const;
const only = values.only;
if (only !== undefined && !(BENCH_PARTS as readonly string[]).includes(only)) {
  console.error(`--only takes one of: ${BENCH_PARTS.join(', ')}`);
  process.exit(2);
}
/** Whether this run measures a part: all of them without --only, else the one it names. */
const measures = (part: (typeof BENCH_PARTS)[number]) => only === undefined || only === part;
/** The Assigned, job and candidate calls and the exports run only when the whole bench does. */
const apiCalls = only === undefined;
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
const timecardFixtures = measures('timecards') ? await loadTimecardFixtures(databaseUrl, fixtures.networkId) : undefined;
await buildApi();
if (measures('web')) await buildWeb();

let api: RunningApi | undefined;
const outcomes: ScenarioOutcome[] = [];
const exports: ExportResult[] = [];
let signInMs: number | undefined;
let web: WebResult | undefined;
let delivery: DeliveryResult | undefined;
let submissions: SubmissionResult | undefined;
let sweepRows: SweepRows | undefined;
// The bell's list is measured with 10,000 events routed to the admin; they are deleted at the end.
const removeRoutedEvents = measures('notifications') ? await routeEventsTo(databaseUrl, fixtures) : undefined;
try {
  api = await startApi(databaseUrl);
  const signInStarted = performance.now();
  const client: Api = { baseUrl: api.baseUrl, token: await signIn(api.baseUrl, NETWORK_ADMIN) };
  signInMs = performance.now() - signInStarted;
  console.log(`signed in as ${NETWORK_ADMIN} on ${api.baseUrl} in ${signInMs.toFixed(0)} ms`);

  const measured = [
    ...(apiCalls ? [...scenarios(fixtures), ...jobScenarios(fixtures), ...candidateScenarios(fixtures, candidateFixtures)] : []),
    ...(measures('invoices') ? invoiceScenarios(fixtures) : []),
    ...(timecardFixtures ? timecardScenarios(fixtures, timecardFixtures) : []),
    ...(measures('interviews') ? interviewScenarios(fixtures) : []),
    ...(measures('users') ? userScenarios(fixtures) : []),
    ...(measures('insights') ? insightScenarios(fixtures) : []),
    ...(measures('decisions') ? decisionScenarios(fixtures) : []),
    ...(measures('notifications') ? notificationListScenarios(fixtures) : []),
  ];
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
  for (const target of apiCalls ? [ASSIGNED_EXPORT, INVOICE_EXPORT] : []) {
    for (const format of ['csv', 'xlsx'] as const) {
      const result = await measureExport(client, api.pid, target, format);
      exports.push(result);
      console.log(`export ${target.report} ${format}: ${result.ok ? `${(result.totalMs / 1000).toFixed(1)} s` : `FAILED (HTTP ${result.status})`}`);
    }
  }
  if (measures('notifications')) {
    delivery = await measureNotificationDelivery(databaseUrl);
    console.log(
      `notification delivery: p50 ${delivery.p50.toFixed(1)} ms, p99 ${delivery.p99.toFixed(1)} ms over ${delivery.deliveries} deliveries; ` +
        `first socket per event p50 ${delivery.firstP50.toFixed(1)} ms, p99 ${delivery.firstP99.toFixed(1)} ms (load average ${delivery.loadAverage.toFixed(1)})`,
    );
  }
  if (measures('notifications')) {
    submissions = await measureIntegrationSubmissions(databaseUrl, api.baseUrl, fixtures.networkId, NETWORK_ADMIN);
    const { load } = submissions;
    console.log(
      load.ok
        ? `integration submissions: ${load.rps.toFixed(0)} per second with ${submissions.concurrency} in flight (p50 ${load.p50.toFixed(1)} ms, p95 ${load.p95.toFixed(1)} ms, ${load.requests} submissions, ${load.errors} refused)`
        : `integration submissions: FAILED (HTTP ${load.status}: ${load.message})`,
    );
  }
  if (measures('notifications')) {
    sweepRows = await measureDecisionAlertSweep(databaseUrl);
    console.log(
      `decision alert sweep: ${sweepRows.items} items, ${sweepRows.events} notification rows written (one per item) for ${sweepRows.recipients} recipients ` +
        `(one row per recipient would have been ${sweepRows.recipients}), in ${sweepRows.ms.toFixed(0)} ms`,
    );
  }
  if (measures('web')) web = await measureWeb(databaseUrl, api.baseUrl, NETWORK_ADMIN);
} finally {
  await removeRoutedEvents?.();
  await api?.stop();
  if (apiCalls) await restoreDecidedCandidates(databaseUrl, candidateFixtures);
  if (timecardFixtures) await restoreApprovedWeeks(databaseUrl, timecardFixtures);
}

const checks = [
  ...checksOf(outcomes, exports),
  ...(delivery ? deliveryChecks(delivery) : []),
  ...(submissions ? submissionChecks(submissions) : []),
  ...(sweepRows ? sweepChecks(sweepRows) : []),
  ...(web ? webChecks(web) : []),
];
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
    notificationDelivery: delivery ?? null,
    integrationSubmissions: submissions ?? null,
    decisionAlertSweep: sweepRows ?? null,
  },
  outcomes,
  exports,
  checks,
);
console.log(`results written to ${RESULTS}`);
process.exitCode = checks.every((c) => c.pass) ? 0 : 1;
