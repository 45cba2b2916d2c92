import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { EXPORT_ROWS, type ExportResult } from './exports';
import type { LoadResult } from './load';
import type { SqlTiming } from './raw-sql';
import type { Scenario } from './scenarios';

/** Budgets of the exports (issue: 'export streams'). */
const FIRST_BYTE_BUDGET_MS = 1_000;
const MB = 1024 * 1024;
const RSS_GROWTH_BUDGET_BYTES = 100 * MB;

export interface ScenarioOutcome {
  scenario: Scenario;
  /** One request in flight: the latency the budgets apply to. */
  latency: LoadResult;
  /** Several in flight: requests per second (their latencies are mostly queueing on a small machine). */
  throughput: LoadResult;
  /** Median PostgreSQL execution time of the handler's statements, or why it could not be measured. */
  sql: SqlTiming | { error: string };
}

export interface Check {
  subject: string;
  figure: string;
  value: string;
  budget: string;
  pass: boolean;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

const NO_ANSWER = 'no answer';

/** API p50 minus raw SQL p50: what a call spends around its statements (token, context, transaction, round trips, HTTP). */
export const overheadP50 = (latency: LoadResult, sql: ScenarioOutcome['sql']): number | undefined =>
  latency.ok && 'p50' in sql ? latency.p50 - sql.p50 : undefined;

/** Every budget beside its figure; a call that did not answer fails each of its budgets. */
export const checksOf = (outcomes: ScenarioOutcome[], exports: ExportResult[]): Check[] => {
  const checks: Check[] = [];
  for (const { scenario, latency, throughput, sql } of outcomes) {
    const check = (figure: string, value: string, budget: string, pass: boolean) =>
      checks.push({ subject: scenario.name, figure, value, budget, pass });
    const failed = [latency, throughput].find((result): result is Extract<LoadResult, { ok: false }> => !result.ok);
    const errors = (latency.ok ? latency.errors : 0) + (throughput.ok ? throughput.errors : 0);
    check('answers', failed ? `HTTP ${failed.status}` : `${errors} errors`, 'no errors', !failed && errors === 0);
    if (scenario.p95BudgetMs !== undefined) {
      const budget = `<= ${scenario.p95BudgetMs} ms`;
      check('p95, 1 in flight', latency.ok ? ms(latency.p95) : NO_ANSWER, budget, latency.ok && latency.p95 <= scenario.p95BudgetMs);
    }
    if (scenario.maxSqlRatio !== undefined) {
      const ratio = latency.ok && 'p95' in sql ? latency.p95 / sql.p95 : undefined;
      const value = ratio !== undefined ? `${ratio.toFixed(1)}x` : latency.ok ? 'no SQL time' : NO_ANSWER;
      check('p95 / raw SQL p95', value, `<= ${scenario.maxSqlRatio}x`, ratio !== undefined && ratio <= scenario.maxSqlRatio);
    }
    if (scenario.maxOverheadMs !== undefined) {
      const overhead = overheadP50(latency, sql);
      const value = overhead !== undefined ? ms(overhead) : latency.ok ? 'no SQL time' : NO_ANSWER;
      check('p50 - raw SQL p50', value, `<= ${scenario.maxOverheadMs} ms`, overhead !== undefined && overhead <= scenario.maxOverheadMs);
    }
  }
  for (const result of exports) {
    const check = (figure: string, value: string, budget: string, pass: boolean) =>
      checks.push({ subject: `export ${result.report} ${result.format}`, figure, value, budget, pass });
    check('answers', result.ok ? 'yes' : `HTTP ${result.status}`, '2xx', result.ok);
    check(
      'first byte',
      result.ok ? ms(result.firstByteMs) : NO_ANSWER,
      `< ${FIRST_BYTE_BUDGET_MS} ms`,
      result.ok && result.firstByteMs < FIRST_BYTE_BUDGET_MS,
    );
    check(
      'peak RSS growth',
      result.ok ? `${(result.peakRssGrowthBytes / MB).toFixed(1)} MB` : NO_ANSWER,
      `< ${RSS_GROWTH_BUDGET_BYTES / MB} MB`,
      result.ok && result.peakRssGrowthBytes < RSS_GROWTH_BUDGET_BYTES,
    );
    if (result.format === 'csv') {
      const rows = result.ok ? result.rows : undefined;
      check('rows', rows === undefined ? NO_ANSWER : String(rows), `= ${EXPORT_ROWS}`, rows === EXPORT_ROWS);
    }
  }
  return checks;
};

/** Left-aligned columns wide enough for their longest cell. */
const table = (header: string[], rows: string[][]): string => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
};

const statementsOf = (n: number) => `${n} statement${n === 1 ? '' : 's'}`;

export const printReport = (outcomes: ScenarioOutcome[], exports: ExportResult[], checks: Check[], concurrency: number) => {
  const failures: string[] = [];
  const callRows = outcomes.map(({ scenario, latency, throughput, sql }) => {
    const sqlCell = 'p95' in sql ? `${ms(sql.p50)} / ${ms(sql.p95)} (${statementsOf(sql.statements)})` : 'error';
    if (!('p95' in sql)) failures.push(`${scenario.name}: raw SQL failed: ${sql.error}`);
    if (!throughput.ok) failures.push(`${scenario.name} at ${concurrency} in flight: HTTP ${throughput.status} ${throughput.message}`);
    const rps = throughput.ok ? throughput.rps.toFixed(0) : 'FAILED';
    const overhead = overheadP50(latency, sql);
    const overheadCell = overhead === undefined ? '' : ms(overhead);
    if (latency.ok) return [scenario.name, ms(latency.p50), ms(latency.p95), ms(latency.p99), String(latency.requests), rps, sqlCell, overheadCell];
    failures.push(`${scenario.name}: HTTP ${latency.status} ${latency.message}`);
    return [scenario.name, 'FAILED', `HTTP ${latency.status}`, '', '', rps, sqlCell, overheadCell];
  });
  console.log(
    [
      '',
      'Latency (p50, p95, p99, n): 1 request in flight, sent one after another after the warm-up; the budgets apply to it.',
      `Throughput (req/s): ${concurrency} requests in flight. The load generator, Node and PostgreSQL share this machine's`,
      'cores, so latency under that load is mostly queueing and is not a budgeted figure.',
      "Raw SQL: p50 / p95 over 40 runs of the summed EXPLAIN ANALYZE execution time of the statements the call's handler runs;",
      'the within-3x budget sets the API p95 beside the SQL p95, tail against tail.',
      'Overhead: API p50 minus raw SQL p50, the time a call spends around its SQL (token, context, transaction, round trips, HTTP).',
      '',
      table(['call', 'p50', 'p95', 'p99', 'n', `req/s (${concurrency} in flight)`, 'raw SQL p50 / p95 (summed)', 'overhead p50'], callRows),
      '',
    ].join('\n'),
  );

  const exportRows = exports.map((r) => {
    if (r.ok) {
      const rows = r.rows === undefined ? '-' : String(r.rows);
      return [`${r.report} ${r.format}`, ms(r.firstByteMs), ms(r.totalMs), `${(r.bytes / MB).toFixed(1)} MB`, rows, `${(r.peakRssGrowthBytes / MB).toFixed(1)} MB`];
    }
    failures.push(`export ${r.report} ${r.format}: HTTP ${r.status} ${r.message}`);
    return [`${r.report} ${r.format}`, 'FAILED', `HTTP ${r.status}`, '', '', ''];
  });
  console.log(`${table(['export', 'first byte', 'total', 'size', 'rows', 'peak RSS growth'], exportRows)}\n`);
  if (failures.length > 0) console.log(`${failures.join('\n')}\n`);

  const checkRows = checks.map((c) => [c.pass ? 'PASS' : 'FAIL', c.subject, c.figure, c.value, c.budget]);
  console.log(`${table(['', 'budget of', 'figure', 'value', 'budget'], checkRows)}\n`);
  const failed = checks.filter((c) => !c.pass).length;
  console.log(failed === 0 ? `All ${checks.length} budgets met.` : `${failed} of ${checks.length} budgets FAILED.`);
};

/** The same figures as JSON, for comparing runs. */
export const writeJson = (path: string, data: Record<string, unknown>, outcomes: ScenarioOutcome[], exports: ExportResult[], checks: Check[]) => {
  mkdirSync(dirname(path), { recursive: true });
  const calls = outcomes.map(({ scenario, latency, throughput, sql }) => ({
    name: scenario.name,
    p95BudgetMs: scenario.p95BudgetMs ?? null,
    maxSqlRatio: scenario.maxSqlRatio ?? null,
    maxOverheadMs: scenario.maxOverheadMs ?? null,
    latency,
    throughput,
    rawSqlP50Ms: 'p95' in sql ? sql.p50 : null,
    rawSqlP95Ms: 'p95' in sql ? sql.p95 : null,
    rawSqlStatements: 'p95' in sql ? sql.statements : null,
    overheadP50Ms: overheadP50(latency, sql) ?? null,
    ...('error' in sql ? { rawSqlError: sql.error } : {}),
  }));
  const body = { ...data, calls, exports, checks, passed: checks.every((c) => c.pass) };
  writeFileSync(path, `${JSON.stringify(body, null, 2)}\n`);
};
