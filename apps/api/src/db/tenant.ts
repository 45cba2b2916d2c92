import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from './client';
import { limitsOf, poolOf, singleStatementWithSetup, transactionWithSetup, type TransactionLimits } from './pooled-transaction';
import { executePrepared } from './prepared';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A tenant transaction whose work starts holding a transaction-level advisory lock (withTenant's `lockName`). */
export type InTenantHolding = <T>(lockName: string, work: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * The key of the advisory lock named `name`: the first 8 bytes of its SHA-256, as a signed bigint.
 * Hashed here rather than by PostgreSQL, because the name (a provider's external id) goes into a
 * simple-protocol message (tenantSetup), which cannot carry what a name may hold, a NUL above all,
 * while a number needs no escaping.
 */
const advisoryLockKey = (name: string): string => createHash('sha256').update(name).digest().readBigInt64BE(0).toString();

/**
 * The tenant, the role and the transaction's time limits, set locally: they end with the transaction.
 * With `lockName`, then the advisory lock, as a statement of its own: the statements after it take
 * their snapshots once it is held, so they see what its previous holder committed.
 */
const tenantSetup = (networkId: string, limits: TransactionLimits, lockName?: string) => (client: pg.PoolClient) =>
  `select set_config('app.network_id', ${client.escapeLiteral(networkId)}, true), set_config('role', 'portal_app', true), ` +
  `set_config('statement_timeout', '${Math.trunc(limits.statementTimeoutMs)}', true), ` +
  `set_config('idle_in_transaction_session_timeout', '${Math.trunc(limits.idleInTransactionTimeoutMs)}', true)` +
  (lockName === undefined ? '' : `; select pg_advisory_xact_lock(${advisoryLockKey(lockName)})`);

/**
 * Runs `work` in one transaction as the non-superuser role `portal_app` with the tenant set, so
 * row-level security shows only `networkId`'s rows whatever the query says. On PostgreSQL its
 * statements and its idle waits are bounded (past them the request answers 503). On a PostgreSQL pool the
 * tenant settings go with BEGIN (every call pays for that round trip); elsewhere (PGlite, a bench's
 * own connection) through drizzle's transaction. With `lockName`, `work` starts holding that
 * transaction-level advisory lock (see tenantSetup); on a pool it costs no round trip of its own.
 */
export const withTenant = <T>(db: Database, networkId: string, work: (tx: Tx) => Promise<T>, lockName?: string): Promise<T> => {
  const pool = poolOf(db);
  const limits = limitsOf(db);
  if (pool && limits) return transactionWithSetup(pool, tenantSetup(networkId, limits, lockName), work);
  return db.transaction(async (tx) => {
    await executePrepared(tx, sql`select set_config('app.network_id', ${networkId}, true), set_config('role', 'portal_app', true)`);
    if (lockName !== undefined) await executePrepared(tx, sql`select pg_advisory_xact_lock(${advisoryLockKey(lockName)}::bigint)`);
    return work(tx);
  });
};

/**
 * withTenant for a read whose work is one prepared statement (runBuiltOnce, executeBuiltOnce): on a
 * PostgreSQL pool the tenant settings and the statement travel in one round trip, with no BEGIN or
 * COMMIT of their own. The hot details calls read this way: each round trip cost more than their SQL.
 */
export const readInTenant = <T>(db: Database, networkId: string, work: (tx: Tx) => Promise<T>): Promise<T> => {
  const pool = poolOf(db);
  const limits = limitsOf(db);
  return pool && limits ? singleStatementWithSetup(pool, tenantSetup(networkId, limits), work) : withTenant(db, networkId, work);
};
