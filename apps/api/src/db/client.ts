import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { listenPostgres, type ListenHandlers, type Listening } from './listen';
import { rememberPool } from './pooled-transaction';
import { SESSION_OPTIONS } from './session-options';
import { guardAgainstUseInsideTransaction, insideTransaction } from './transaction-guard';

export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Receives NOTIFY on `channels` (each API instance listens once: live notifications). */
  listen(channels: readonly string[], handlers: ListenHandlers): Promise<Listening>;
  close(): Promise<void>;
}

/** Dates and numerics come back as strings, exactly as stored; the schemas of the contract format them. */
const keepDatesAsText = () => {
  pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
};

export interface OpenOptions {
  /** Development and tests refuse a query on the pool from inside a transaction (db/transaction-guard.ts). */
  guardTransactions?: boolean;
  /** Longest wait for a pooled connection (then 'timeout exceeded when trying to connect': a 503). */
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
}

/** drizzle's `db.transaction` with its work marked as inside a transaction, for the guard. */
const markTransactions = (db: Database) => {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => transaction((tx) => insideTransaction(() => work(tx)), config)) as Database['transaction'];
};

export const openPostgres = (
  url: string,
  poolSize: number,
  { guardTransactions = true, connectTimeoutMs = 5_000, statementTimeoutMs = 30_000, idleInTransactionTimeoutMs = 60_000 }: OpenOptions = {},
): DatabaseHandle => {
  keepDatesAsText();
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true, options: SESSION_OPTIONS });
  if (guardTransactions) guardAgainstUseInsideTransaction(pool, ['query', 'connect']);
  // An idle client whose connection the server ended (a restart, a failover, a dropped database) is
  // reported here after the pool has let it go; the next query opens a new one. Without a listener
  // node-postgres would throw it as an uncaught exception and stop the process.
  pool.on('error', (error) => process.emitWarning(`PostgreSQL ended an idle pooled connection: ${error.message}`));
  // The pool listens only while a connection is idle; one checked out (a transaction between its
  // statements) reports the server going away on the client itself. This listener stays for the
  // connection's whole life; the failed query or release that follows gives the connection up.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg(pool) as unknown as Database;
  markTransactions(db);
  rememberPool(db, pool, { statementTimeoutMs, idleInTransactionTimeoutMs });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channels, handlers) => listenPostgres(url, channels, handlers),
    close: () => pool.end(),
  };
};

/** `dataDir` of undefined keeps the database in memory (tests); `loadDataDir` starts from a snapshot. */
export const openPglite = async (
  dataDir: string | undefined,
  loadDataDir?: Blob,
  { guardTransactions = true }: OpenOptions = {},
): Promise<DatabaseHandle & { snapshot(): Promise<Blob> }> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: { 1082: (v: string) => v },
  });
  // Its transaction object runs statements through the client's internals, not these entry points.
  if (guardTransactions) guardAgainstUseInsideTransaction(client, ['query', 'exec', 'transaction']);
  const db = drizzlePglite(client) as unknown as Database;
  markTransactions(db);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // One process owns the embedded database, so its LISTEN never drops and nothing is resumed.
    listen: async (channels, handlers) => {
      const stops = await Promise.all(channels.map((channel) => client.listen(channel, (payload) => handlers.onNotify(channel, payload))));
      return { close: async () => void (await Promise.all(stops.map((stop) => stop()))) };
    },
    close: () => client.close(),
    snapshot: () => client.dumpDataDir('none'),
  };
};
