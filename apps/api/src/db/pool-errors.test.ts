import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { firstRow } from '../lib/sql-helpers';
import { openPostgres } from './client';
import { databaseFailureOf } from './database-failure';
import { withTenant } from './tenant';

const NETWORK = '00000000-0000-0000-0000-000000000000';

const terminate = async (pid: number) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('select pg_terminate_backend($1)', [pid]);
  await admin.end();
};

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL pool', () => {
  it('survives the server ending an idle connection, and the next query opens a new one', async () => {
    const database = openPostgres(url!, 1);
    try {
      const first = firstRow<{ pid: number }>(await database.db.execute(sql`select pg_backend_pid() as pid`));
      const warned = new Promise<Error>((resolve) => {
        const onWarning = (warning: Error) => {
          if (!warning.message.includes('PostgreSQL ended an idle pooled connection')) return;
          process.off('warning', onWarning);
          resolve(warning);
        };
        process.on('warning', onWarning);
      });
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [first!.pid]);
      await admin.end();

      expect((await warned).message).toContain('terminating connection due to administrator command');
      const second = firstRow<{ pid: number }>(await database.db.execute(sql`select pg_backend_pid() as pid`));
      expect(second!.pid).not.toBe(first!.pid);
    } finally {
      await database.close();
    }
  });

  it('survives the server ending a connection checked out for a transaction between its statements', async () => {
    const database = openPostgres(url!, 1);
    try {
      const attempt = withTenant(database.db, NETWORK, async (tx) => {
        const own = firstRow<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        await terminate(own!.pid);
        // The client's 'error' event comes while no statement runs; without a listener it ends the process.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      const failure = await attempt.then(() => undefined, (error: unknown) => error);
      expect(databaseFailureOf(failure)).toBe('unavailable');
      // The broken connection was given up: the one-connection pool opens a new one.
      expect(firstRow<{ one: number }>(await database.db.execute(sql`select 1 as one`))?.one).toBe(1);
    } finally {
      await database.close();
    }
  });

  it("bounds a request transaction's statements: past statement_timeout the failure is a timeout", async () => {
    const database = openPostgres(url!, 1, { statementTimeoutMs: 100 });
    try {
      const failure = await withTenant(database.db, NETWORK, (tx) => tx.execute(sql`select pg_sleep(2)`)).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(databaseFailureOf(failure)).toBe('timeout');
    } finally {
      await database.close();
    }
  });

  it('starts every connection with JIT off, so a costly plan is run without compiling it first (docs/decisions/0165)', async () => {
    const database = openPostgres(url!, 1);
    try {
      const pooled = firstRow<{ jit: string }>(await database.db.execute(sql`show jit`));
      expect(pooled!.jit).toBe('off');
      const plan = await withTenant(database.db, NETWORK, async (tx) =>
        firstRow<{ 'QUERY PLAN': unknown[] }>(await tx.execute(sql`explain (format json) select sum(x) from generate_series(1, 100000000) x`)),
      );
      const top = plan!['QUERY PLAN'][0] as { Plan: { 'Total Cost': number }; JIT?: unknown };
      expect(top.Plan['Total Cost']).toBeGreaterThan(100_000);
      expect(top.JIT).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
