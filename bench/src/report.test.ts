import { describe, expect, it } from 'vitest';
import type { LoadResult } from './load';
import { checksOf, overheadP50, type ScenarioOutcome } from './report';
import type { Scenario } from './scenarios';

const latency = (p50: number): LoadResult => ({ ok: true, requests: 100, errors: 0, p50, p95: p50 + 2, p99: p50 + 4, rps: 100 });
const scenario: Scenario = {
  name: 'details',
  send: () => Promise.resolve({ status: 200 }),
  handler: () => () => Promise.resolve(undefined),
  maxOverheadMs: 3,
};
const outcome = (p50: number, sqlP50: number): ScenarioOutcome => ({
  scenario,
  latency: latency(p50),
  throughput: latency(p50),
  sql: { p50: sqlP50, p95: sqlP50 + 0.1, statements: 4 },
});
const overheadCheck = (o: ScenarioOutcome) => checksOf([o], []).find((c) => c.figure === 'p50 - raw SQL p50');

describe('overhead around the SQL', () => {
  it('is the API p50 minus the raw SQL p50', () => {
    expect(overheadP50(latency(5.5), { p50: 1.5, p95: 2, statements: 2 })).toBeCloseTo(4);
    expect(overheadP50({ ok: false, status: 500, message: 'down' }, { p50: 1.5, p95: 2, statements: 2 })).toBeUndefined();
    expect(overheadP50(latency(5.5), { error: 'no database' })).toBeUndefined();
  });

  it('passes within the budget and fails beyond it', () => {
    expect(overheadCheck(outcome(3.2, 0.3))).toMatchObject({ value: '2.9 ms', budget: '<= 3 ms', pass: true });
    expect(overheadCheck(outcome(11.7, 0.3))).toMatchObject({ value: '11.4 ms', pass: false });
  });

  it('fails when the SQL could not be timed', () => {
    expect(overheadCheck({ ...outcome(2, 0.3), sql: { error: 'no database' } })).toMatchObject({ value: 'no SQL time', pass: false });
  });
});
