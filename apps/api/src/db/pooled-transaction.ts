import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './client';
import type { Tx } from './tenant';

/** Databases opened on a node-postgres pool (openPostgres), with their pool. */
const pools = new WeakMap<Database, pg.Pool>();

export const rememberPool = (db: Database, pool: pg.Pool) => {
  pools.set(db, pool);
};

export const poolOf = (db: Database): pg.Pool | undefined => pools.get(db);

const dialect = new PgDialect();

/**
 * drizzle's transaction on a pooled connection, except that BEGIN and `setup` travel together: one
 * simple-protocol message of several statements, so they cost one round trip instead of two. `setup`
 * takes no parameters (that protocol has none): whatever it carries must be escaped by the caller.
 */
export const transactionWithSetup = async <T>(
  pool: pg.Pool,
  setup: (client: pg.PoolClient) => string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> => {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`begin; ${setup(client)}`);
    const result = await work(new NodePgTransaction(dialect, new NodePgSession(client, dialect, undefined), undefined) as unknown as Tx);
    await client.query('commit');
    return result;
  } catch (error) {
    // Whatever failed (BEGIN with its setup, the work, COMMIT), ROLLBACK ends an open transaction; with
    // none open PostgreSQL only warns.
    await client.query('rollback').catch((failed: Error) => {
      broken = failed;
    });
    throw error;
  } finally {
    // A connection whose rollback failed is in an unknown state: the pool closes it instead of reusing it.
    client.release(broken);
  }
};
