import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { check, latencies, machineLoad, meetsP99Goal, ms, P99_GOAL_MS, statusCounts, table, type Check } from './checks';
import { describe, isSuccess } from './http';
import type { ApiProcess } from './processes';
import { READ_MIX, readMixWorker, startWorkers, type SignedIn } from './traffic';

export const SCENARIO = 'a. load';
const WARMUP_MS = 3_000;
const CALL_TIMEOUT_MS = 30_000;

/** CPU seconds a process has used (user + system), from /proc (Linux; clock ticks of 1/100 s). */
const cpuSeconds = (pid: number): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
};

export interface LoadSettings {
  clients: number;
  seconds: number;
}

/**
 * `clients` concurrent clients, each one of the demo users, each sending the calls of its user's
 * read mix in turn as soon as the last answered, for `seconds` after a short warm-up that is not
 * counted. Goals: p99 within 1 s per call and overall, no errors.
 */
export const runLoadScenario = async (api: ApiProcess, users: SignedIn[], settings: LoadSettings): Promise<Check[]> => {
  const { baseUrl } = api;
  const next = readMixWorker(baseUrl, users);
  const limits = { baseUrl, count: settings.clients, next, timeoutMs: CALL_TIMEOUT_MS, maxCalls: 5_000_000 };
  await startWorkers({ ...limits, maxMs: WARMUP_MS }).finished;
  const loadBefore = machineLoad();
  const workers = startWorkers({ ...limits, maxMs: settings.seconds * 1000 });
  const t0 = performance.now();
  const apiCpu0 = cpuSeconds(api.pid);
  const ownCpu0 = process.cpuUsage();
  await workers.finished;
  const samples = workers.samples;
  const elapsedS = (performance.now() - t0) / 1000;
  const apiCpu = (cpuSeconds(api.pid) - apiCpu0) / elapsedS;
  const ownCpuUsage = process.cpuUsage(ownCpu0);
  const ownCpu = (ownCpuUsage.user + ownCpuUsage.system) / 1e6 / elapsedS;

  const rows: string[][] = [];
  const checks: Check[] = [];
  const names = READ_MIX.map((c) => c.name).filter((name) => users.some((u) => u.mix.some((c) => c.name === name)));
  for (const name of names) {
    const mine = samples.filter((s) => s.call === name);
    const l = latencies(mine);
    rows.push([name, String(l.n), ms(l.p50), ms(l.p95), ms(l.p99), ms(l.max), String(l.errors)]);
    checks.push(check(SCENARIO, `${name}: p99 <= ${P99_GOAL_MS} ms, 0 errors`, `p99 ${ms(l.p99)}, ${l.errors} errors of ${l.n}`, meetsP99Goal(l)));
  }
  for (const missing of READ_MIX.filter((c) => !names.includes(c.name))) {
    checks.push(check(SCENARIO, `${missing.name}: measured`, 'no demo user may make it (403 for all)', false));
  }
  const all = latencies(samples);
  rows.push(['overall', String(all.n), ms(all.p50), ms(all.p95), ms(all.p99), ms(all.max), String(all.errors)]);
  checks.push(
    check(
      SCENARIO,
      `overall: p99 <= ${P99_GOAL_MS} ms, 0 errors`,
      `p99 ${ms(all.p99)}, ${all.errors} errors of ${all.n} (${(all.n / elapsedS).toFixed(0)} req/s)`,
      meetsP99Goal(all),
    ),
  );

  console.log(
    `\n${SCENARIO}: ${settings.clients} clients for ${settings.seconds} s (after ${WARMUP_MS / 1000} s of warm-up), ${users.length} users; ` +
      `load average before ${loadBefore}, after ${machineLoad()}; CPU used: the API process ${(apiCpu * 100).toFixed(0)}% of a core, ` +
      `this load generator ${(ownCpu * 100).toFixed(0)}%`,
  );
  console.log(table(['call', 'n', 'p50', 'p95', 'p99', 'max', 'errors'], rows));
  const failures = samples.filter((s) => !isSuccess(s));
  if (failures.length > 0) {
    console.log(`answers: ${statusCounts(samples)}; first failures: ${failures.slice(0, 3).map((f) => `${f.call}: ${describe(f)}`).join('; ')}`);
  }
  return checks;
};
