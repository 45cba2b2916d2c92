import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client';
import type { Tx } from './tenant';
import { insideTransaction } from './transaction-guard';

/** Bounds of a request's transaction, in milliseconds: statement_timeout and idle_in_transaction_session_timeout. */
export interface TransactionLimits {
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

/** Databases opened on a node-postgres pool (openPostgres), with their pool and its transactions' limits. */
const pools = new WeakMap<Database, { pool: pg.Pool; limits: TransactionLimits }>();

export const rememberPool = (db: Database, pool: pg.Pool, limits: TransactionLimits) => {
  pools.set(db, { pool, limits });
};

export const poolOf = (db: Database): pg.Pool | undefined => pools.get(db)?.pool;

export const limitsOf = (db: Database): TransactionLimits | undefined => pools.get(db)?.limits;

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
    const tx = new NodePgTransaction(dialect, new NodePgSession(client, dialect, undefined), undefined) as unknown as Tx;
    const result = await insideTransaction(() => work(tx));
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

/** Per connection, the statements a one-trip read has prepared on it with SQL `PREPARE`. */
const preparedByConnection = new WeakMap<pg.PoolClient, Set<string>>();

/** node-postgres turns a parameter into its text with this (arrays, dates, buffers); @types/pg leaves it out. */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;

/** A parameter written into the statement's text, as node-postgres would have sent it. */
const literal = (client: pg.PoolClient, value: unknown): string =>
  value === null || value === undefined ? 'null' : client.escapeLiteral(String(prepareValue(value)));

/**
 * Runs `work`, which must send exactly one statement, and a prepared one (drizzle's `prepare`,
 * runBuiltOnce), in one round trip: `setup`, the statement's `PREPARE` the first time this
 * connection sees it, and its `EXECUTE` travel as one simple-protocol message, which PostgreSQL runs
 * as one implicit transaction, so `setup`'s local settings end with it and no BEGIN or COMMIT is
 * sent. That protocol takes no parameters: the statement's are written as escaped literals, and
 * `setup` must escape what it carries. A second statement is a programming error, refused before
 * anything is sent.
 */
export const singleStatementWithSetup = async <T>(
  pool: pg.Pool,
  setup: (client: pg.PoolClient) => string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> => {
  const client = await pool.connect();
  const prepared = preparedByConnection.get(client) ?? new Set<string>();
  preparedByConnection.set(client, prepared);
  let sent = false;
  let broken: Error | undefined;
  const oneTrip = {
    query: async (config: pg.QueryConfig & { rowMode?: 'array' }, values: unknown[] = []) => {
      if (sent) throw new Error('A single-statement read sent a second statement.');
      sent = true;
      if (!config.name) throw new Error('A single-statement read must send a prepared statement.');
      // Its own prefix: node-postgres prepares drizzle's statements under their names on the same connection.
      const name = client.escapeIdentifier(`one_trip_${config.name}`);
      const args = values.length > 0 ? `(${values.map((value) => literal(client, value)).join(', ')})` : '';
      const statements = [setup(client), ...(prepared.has(name) ? [] : [`prepare ${name} as ${config.text}`]), `execute ${name}${args}`];
      try {
        const message = { text: statements.join('; '), rowMode: config.rowMode, types: config.types } as pg.QueryConfig;
        const results = (await client.query(message)) as unknown as pg.QueryResult[];
        prepared.add(name);
        return results.at(-1);
      } catch (error) {
        // A failed message may have left its PREPARE behind (it outlives the aborted transaction) or
        // not: the pool closes the connection rather than guess which.
        broken = error as Error;
        throw error;
      }
    },
  };
  try {
    const tx = new NodePgTransaction(dialect, new NodePgSession(oneTrip as unknown as pg.PoolClient, dialect, undefined), undefined) as unknown as Tx;
    return await insideTransaction(() => work(tx));
  } finally {
    client.release(broken);
  }
};
