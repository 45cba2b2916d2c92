import { loadavg } from 'node:os';
import { isSuccess, percentile, type Answer } from './http';

/** One goal of the suite beside what was measured. */
export interface Check {
  scenario: string;
  goal: string;
  measured: string;
  pass: boolean;
}

export const check = (scenario: string, goal: string, measured: string, pass: boolean): Check => ({ scenario, goal, measured, pass });

/** The machine's load averages (1, 5, 15 min) as printed beside every scenario. */
export const machineLoad = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
export const seconds = (valueMs: number) => (Number.isFinite(valueMs) ? `${(valueMs / 1000).toFixed(1)} s` : 'n/a');

/** The suite's latency goal (README, Reliability suite): p99 at most 1 s, with no errors. */
export const P99_GOAL_MS = 1_000;
export const meetsP99Goal = (l: Latencies) => l.n > 0 && l.p99 <= P99_GOAL_MS && l.errors === 0;

export interface Latencies {
  n: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export const latencies = (answers: readonly Answer[]): Latencies => {
  const sorted = answers.map((a) => a.end - a.start).sort((a, b) => a - b);
  return {
    n: sorted.length,
    errors: answers.filter((a) => !isSuccess(a)).length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
};

/** Counts of answers by status ('no answer' for network errors and timeouts), e.g. '200 x812, 503 x40'. */
export const statusCounts = (answers: readonly Answer[]): string => {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const key = a.status === 0 ? 'no answer' : String(a.status);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status} x${n}`)
    .join(', ');
};

/** Left-aligned columns wide enough for their longest cell. */
export const table = (header: string[], rows: string[][]): string => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
};

export const printChecks = (checks: readonly Check[]) => {
  console.log(table(['', 'scenario', 'goal', 'measured'], checks.map((c) => [c.pass ? 'PASS' : 'FAIL', c.scenario, c.goal, c.measured])));
};
