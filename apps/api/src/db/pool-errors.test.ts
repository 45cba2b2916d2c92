import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { firstRow } from '../lib/sql-helpers';
import { openPostgres } from './client';

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
});
