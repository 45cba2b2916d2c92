import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from './client';
import { limitsOf, poolOf, singleStatementWithSetup, transactionWithSetup, type TransactionLimits } from './pooled-transaction';
import { executePrepared } from './prepared';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The tenant, the role and the transaction's time limits, set locally: they end with the transaction. */
const tenantSetup = (networkId: string, limits: TransactionLimits) => (client: pg.PoolClient) =>
  `select set_config('app.network_id', ${client.escapeLiteral(networkId)}, true), set_config('role', 'portal_app', true), ` +
  `set_config('statement_timeout', '${Math.trunc(limits.statementTimeoutMs)}', true), ` +
  `set_config('idle_in_transaction_session_timeout', '${Math.trunc(limits.idleInTransactionTimeoutMs)}', true)`;

/**
 * Runs `work` in one transaction as the non-superuser role `portal_app` with the tenant set, so
 * row-level security shows only `networkId`'s rows whatever the query says. On PostgreSQL its
 * statements and its idle waits are bounded (past them the request answers 503). On a PostgreSQL pool the
 * tenant settings go with BEGIN (every call pays for that round trip); elsewhere (PGlite, a bench's
 * own connection) through drizzle's transaction.
 */
export const withTenant = <T>(db: Database, networkId: string, work: (tx: Tx) => Promise<T>): Promise<T> => {
  const pool = poolOf(db);
  const limits = limitsOf(db);
  if (pool && limits) return transactionWithSetup(pool, tenantSetup(networkId, limits), work);
  return db.transaction(async (tx) => {
    await executePrepared(tx, sql`select set_config('app.network_id', ${networkId}, true), set_config('role', 'portal_app', true)`);
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
