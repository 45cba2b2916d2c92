import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { SESSION_OPTIONS } from '../../apps/api/src/db/session-options';
import { withTenant, type Tx } from '../../apps/api/src/db/tenant';
import { percentile } from './load';

/**
 * The SQL behind each measured call, timed in PostgreSQL itself so its time can stand beside the
 * API's: what the API adds (validation, the request context, serialisation, HTTP) is the gap.
 * The statements are not written here: the API's own handler body runs (see scenarios.ts), drizzle's
 * logger records each statement as sent (text and bound parameters), and each is then run again
 * under EXPLAIN ANALYZE. So the figure follows the API's queries whenever they change.
 */

/** What a route handler runs inside its tenant transaction (`inTenant((tx) => ...)`). */
export type Handler = (tx: Tx) => Promise<unknown>;

export interface SqlTiming {
  /** p50 and p95 over RUNS of the summed execution time of the handler's statements. */
  p50: number;
  p95: number;
  /** How many statements the handler ran (their times are summed). */
  statements: number;
}

/**
 * Repeats of each measurement after one discarded run (which warms the buffer cache and the
 * catalog): enough for a p95 to set beside the API's p95, tail against tail.
 */
const RUNS = 40;

type Plan = [{ 'Execution Time': number }];

/** Carries a run's total out of a transaction that must not commit. */
class RolledBack extends Error {
  constructor(readonly total: number) {
    super('rolled back after timing');
  }
}

/**
 * p50 and p95 over RUNS of the summed `Execution Time` of the statements `handlerFor(run)` sends (it may
 * vary per run: the details rotate deals). Each run is one transaction opened by the API's own
 * `withTenant`, as a request's is: role portal_app with app.network_id set, so row-level security
 * applies; its set-up statement is not counted. A reading handler's transaction commits; with
 * `rollback` (a handler that changes data, whose statements EXPLAIN ANALYZE runs a second time) it
 * is rolled back, so timing leaves the data as it was.
 */
export const sqlExecutionMs = async (
  databaseUrl: string,
  networkId: string,
  handlerFor: (run: number) => Handler,
  { rollback = false } = {},
): Promise<SqlTiming> => {
  // The server's own settings, so the statements are timed as it runs them.
  const client = new pg.Client({ connectionString: databaseUrl, options: SESSION_OPTIONS });
  await client.connect();
  let recording = false;
  const recorded: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(client, {
    logger: {
      logQuery: (sql, params) => {
        if (recording) recorded.push({ sql, params });
      },
    },
  });
  try {
    const totals: number[] = [];
    let statements = 0;
    for (let run = 0; run <= RUNS; run += 1) {
      const timed = withTenant(db, networkId, async (tx) => {
        recorded.length = 0;
        recording = true;
        try {
          await handlerFor(run)(tx);
        } finally {
          recording = false;
        }
        let sum = 0;
        // The same connection, so the same transaction, role and tenant as the handler's statements.
        for (const { sql, params } of recorded) {
          const { rows } = await client.query<{ 'QUERY PLAN': Plan }>(`explain (analyze, format json) ${sql}`, params);
          sum += rows[0]?.['QUERY PLAN'][0]['Execution Time'] ?? Number.NaN;
        }
        statements = recorded.length;
        if (rollback) throw new RolledBack(sum);
        return sum;
      });
      const total = await timed.catch((error: unknown) => {
        if (error instanceof RolledBack) return error.total;
        throw error;
      });
      if (run > 0) totals.push(total);
    }
    const sorted = totals.sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), statements };
  } finally {
    await client.end();
  }
};
