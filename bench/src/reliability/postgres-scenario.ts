import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { callPath } from '@portal/domain/api/call';
import { addCustomReport } from '@portal/domain/api/custom-reports';
import { check, machineLoad, ms, seconds, statusCounts, type Check } from './checks';
import { call, describe, isSuccess, type Answer } from './http';
import { withDatabase, type ApiProcess, type Cluster } from './processes';
import { readMixWorker, startWorkers, type SignedIn } from './traffic';

export const SCENARIO = 'b. PostgreSQL stopped';
const READERS = 45;
const WRITERS = 5;
const BASELINE_MS = 5_000;
const OUTAGE_MS = 5_000;
const RECOVERY_GOAL_MS = 5_000;
const READY_GOAL_MS = 2_000;
/** After PostgreSQL is back the clients go on until calls have succeeded for this long, or at most AFTER_MAX_MS. */
const STEADY_MS = 3_000;
const AFTER_MAX_MS = 20_000;
const CALL_TIMEOUT_MS = 10_000;
const PROBE_EVERY_MS = 250;
const PROBE_TIMEOUT_MS = 5_000;
const REPORT_SHAPE = { dataset: 'startsStops', dimensions: ['month'], measures: ['starts', 'stops'], chartType: 'bar' } as const;

/** Calls /api/ready and /api/health every 250 ms (each its own request, so a hanging one does not delay the next). */
const startProbes = (baseUrl: string) => {
  const ready: Answer[] = [];
  const health: Answer[] = [];
  const inFlight = new Set<Promise<void>>();
  const timer = setInterval(() => {
    if (inFlight.size > 100) return;
    for (const [path, into] of [['/api/ready', ready], ['/api/health', health]] as const) {
      const probe = call(baseUrl, { method: 'GET', path, timeoutMs: PROBE_TIMEOUT_MS }).then((a) => void into.push(a));
      inFlight.add(probe);
      void probe.finally(() => inFlight.delete(probe));
    }
  }, PROBE_EVERY_MS);
  return {
    ready,
    health,
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
};

const is503WithRetryAfter = (a: Answer) => a.status === 503 && a.retryAfter !== undefined && a.retryAfter !== '';

/**
 * 45 clients reading and 5 saving reports with an Idempotency-Key (each acknowledged report's id
 * kept) while PostgreSQL is stopped (`pg_ctl stop -m fast`), left down 5 s and started again. Goals:
 * the API process never exits; while PostgreSQL is away calls answer 503 with Retry-After (no other
 * failure); /api/ready answers 503 within 2 s of the stop, and each time within 2 s; /api/health
 * stays 200; calls succeed again within 5 s of PostgreSQL being back, without restarting the API;
 * every acknowledged report is in the database afterwards.
 */
export const runPostgresScenario = async (api: ApiProcess, cluster: Cluster, databaseUrl: string, users: SignedIn[], writer: SignedIn): Promise<Check[]> => {
  const acknowledged: string[] = [];
  const save = async (timeoutMs: number) => {
    const answer = await call(api.baseUrl, {
      method: 'POST',
      path: callPath(addCustomReport),
      token: writer.token,
      headers: { 'idempotency-key': `reliability-${randomUUID()}` },
      body: { name: `Reliability ${Date.now()}`, shape: REPORT_SHAPE, shared: false },
      timeoutMs,
    });
    if (isSuccess(answer)) acknowledged.push((JSON.parse(answer.body) as { id: string }).id);
    return { ...answer, call: 'save report' };
  };
  const first = await save(CALL_TIMEOUT_MS);
  if (!isSuccess(first)) return [check(SCENARIO, 'a report can be saved before the outage', describe(first), false)];

  const reads = readMixWorker(api.baseUrl, users);
  const limits = { baseUrl: api.baseUrl, timeoutMs: CALL_TIMEOUT_MS, maxMs: 90_000, maxCalls: 2_000_000 };
  const readers = startWorkers({ ...limits, count: READERS, next: reads });
  const writers = startWorkers({ ...limits, count: WRITERS, next: () => save, pauseMs: 100 });
  const probes = startProbes(api.baseUrl);
  let stopFailed: string | undefined;
  let startFailed: string | undefined;
  let tStop = 0;
  let tDown = 0;
  let tStart = 0;
  let tBack = 0;
  try {
    await sleep(BASELINE_MS);
    tStop = performance.now();
    await cluster.stop('fast').catch((err: unknown) => (stopFailed = err instanceof Error ? err.message : String(err)));
    tDown = performance.now();
    await sleep(OUTAGE_MS);
    tStart = performance.now();
    await cluster.start().catch((err: unknown) => (startFailed = err instanceof Error ? err.message : String(err)));
    tBack = performance.now();
    // Until the calls have succeeded for STEADY_MS (or AFTER_MAX_MS has gone by).
    while (performance.now() - tBack < AFTER_MAX_MS) {
      await sleep(250);
      const now = performance.now();
      if (now - tBack < STEADY_MS) continue;
      const recent = [...readers.samples, ...writers.samples].filter((a) => a.start >= now - STEADY_MS);
      if (recent.length > 0 && recent.every(isSuccess)) break;
    }
  } finally {
    await Promise.all([readers.stop(), writers.stop(), probes.stop()]);
  }
  if (stopFailed || startFailed) return [check(SCENARIO, 'pg_ctl stop and start', stopFailed ?? startFailed ?? '', false)];

  const calls = [...readers.samples, ...writers.samples];
  const exited = api.exited();
  const checks: Check[] = [check(SCENARIO, 'API process never exits', exited ? `exited (${exited.how})` : 'alive throughout', !exited)];

  const baseline = calls.filter((a) => a.end < tStop);
  const outage = calls.filter((a) => a.end >= tStop && a.end <= tBack);
  const outageOdd = outage.filter((a) => !isSuccess(a) && !is503WithRetryAfter(a));
  checks.push(
    check(
      SCENARIO,
      'during the outage: 503 with Retry-After (no other failure)',
      `${statusCounts(outage)}${outageOdd.length ? `; ${outageOdd.length} other, e.g. ${describe(outageOdd[0]!)}` : ''}; ${outage.filter((a) => a.status === 503 && !a.retryAfter).length} 503 without Retry-After`,
      outage.length > 0 && outageOdd.length === 0 && outage.some((a) => a.status === 503),
    ),
  );
  const other5xx = calls.filter((a) => a.status === 0 || (a.status >= 500 && !is503WithRetryAfter(a)));
  checks.push(
    check(
      SCENARIO,
      'whole run: no 5xx but 503 + Retry-After, every call answered',
      other5xx.length === 0 ? `${calls.length} calls, none (before the stop: ${statusCounts(baseline)})` : `${other5xx.length}: ${describe(other5xx[0]!)}`,
      other5xx.length === 0,
    ),
  );

  // The outage as the API meets it: its first failed call after the stop began, or pg_ctl saying
  // PostgreSQL is down if no call failed before that (a fast stop's checkpoint can take seconds on a
  // busy machine, while PostgreSQL already refuses work).
  const firstFailure = Math.min(Number.POSITIVE_INFINITY, ...calls.filter((a) => a.end >= tStop && !isSuccess(a)).map((a) => a.end));
  const outageSeen = Math.min(firstFailure, tDown);
  const firstReady503 = probes.ready.filter((a) => a.start >= tStop && a.status === 503).sort((a, b) => a.end - b.end)[0];
  const readyLag = firstReady503 ? Math.max(0, firstReady503.end - outageSeen) : Number.POSITIVE_INFINITY;
  const readyWhileStopping = probes.ready.filter((a) => a.start >= tStop && a.end < (firstReady503?.end ?? tBack));
  // Probes sent while PostgreSQL was certainly down, early enough that a timely answer came before it was started again.
  const duringReady = probes.ready.filter((a) => a.start >= tDown && a.start <= tStart - READY_GOAL_MS);
  const slowestReady = Math.max(0, ...duringReady.map((a) => a.end - a.start));
  const readyOk = duringReady.length > 0 && duringReady.every((a) => a.status === 503 && a.end - a.start <= READY_GOAL_MS);
  checks.push(
    check(
      SCENARIO,
      `/api/ready: 503 within ${READY_GOAL_MS / 1000} s of the outage, each answer within ${READY_GOAL_MS / 1000} s`,
      `first 503 ${firstReady503 ? `${seconds(readyLag)} after the first failed call` : 'never'} ` +
        `(stop began at 0, first failed call ${seconds(firstFailure - tStop)}, pg_ctl done ${seconds(tDown - tStop)}, first ready 503 ${firstReady503 ? seconds(firstReady503.end - tStop) : 'never'}; ` +
        `ready before it: ${statusCounts(readyWhileStopping) || 'none'}); while down: ${statusCounts(duringReady)}, slowest ${ms(slowestReady)}`,
      readyLag <= READY_GOAL_MS && readyOk,
    ),
  );
  const healthBad = probes.health.filter((a) => a.status !== 200);
  checks.push(
    check(
      SCENARIO,
      '/api/health stays 200',
      `${statusCounts(probes.health)}; slowest ${ms(Math.max(0, ...probes.health.map((a) => a.end - a.start)))}`,
      probes.health.length > 0 && healthBad.length === 0,
    ),
  );

  // Recovered: the first success of a call started after the start of the last failed call.
  const failures = calls.filter((a) => !isSuccess(a));
  const lastFailureStart = Math.max(Number.NEGATIVE_INFINITY, ...failures.map((a) => a.start));
  const recoveredAt = Math.min(Number.POSITIVE_INFINITY, ...calls.filter((a) => isSuccess(a) && a.start > lastFailureStart && a.end >= tDown).map((a) => a.end));
  const recovery = recoveredAt - tBack;
  const readyBack = probes.ready.filter((a) => a.start >= tBack && a.status === 200).sort((a, b) => a.end - b.end)[0];
  checks.push(
    check(
      SCENARIO,
      `calls succeed within ${RECOVERY_GOAL_MS / 1000} s of PostgreSQL back (same API process)`,
      Number.isFinite(recoveredAt)
        ? `after ${seconds(Math.max(0, recovery))} (${seconds(recoveredAt - tStart)} after pg_ctl start began, which took ${seconds(tBack - tStart)}); /api/ready 200 after ${readyBack ? seconds(readyBack.end - tBack) : 'never'}`
        : `not recovered within ${AFTER_MAX_MS / 1000} s: ${failures.length ? describe(failures.at(-1)!) : ''}`,
      Number.isFinite(recoveredAt) && recovery <= RECOVERY_GOAL_MS && !exited,
    ),
  );

  const found = await withDatabase(databaseUrl, (db) =>
    db.query<{ id: string }>('select id::text as id from saved_reports where id::text = any($1::text[])', [acknowledged]),
  );
  const present = new Set(found.rows.map((r) => r.id));
  const lost = acknowledged.filter((id) => !present.has(id));
  checks.push(
    check(SCENARIO, 'every acknowledged write present (0 lost)', `${acknowledged.length} acknowledged, ${lost.length} lost`, acknowledged.length > 1 && lost.length === 0),
  );
  console.log(
    `\n${SCENARIO}: ${READERS} readers, ${WRITERS} writers; stop took ${seconds(tDown - tStop)}, down ${seconds(tBack - tDown)} (pg_ctl start took ${seconds(tBack - tStart)}); ` +
      `calls ${statusCounts(calls)}; load average ${machineLoad()}`,
  );
  return checks;
};
