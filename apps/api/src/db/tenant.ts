import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from './client';
import { poolOf, singleStatementWithSetup, transactionWithSetup } from './pooled-transaction';
import { executePrepared } from './prepared';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const tenantSetup = (networkId: string) => (client: pg.PoolClient) =>
  `select set_config('app.network_id', ${client.escapeLiteral(networkId)}, true), set_config('role', 'portal_app', true)`;

/**
 * Runs `work` in one transaction as the non-superuser role `portal_app` with the tenant set, so
 * row-level security shows only `networkId`'s rows whatever the query says. On a PostgreSQL pool the
 * tenant settings go with BEGIN (every call pays for that round trip); elsewhere (PGlite, a bench's
 * own connection) through drizzle's transaction.
 */
export const withTenant = <T>(db: Database, networkId: string, work: (tx: Tx) => Promise<T>): Promise<T> => {
  const pool = poolOf(db);
  if (pool) return transactionWithSetup(pool, tenantSetup(networkId), work);
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
  return pool ? singleStatementWithSetup(pool, tenantSetup(networkId), work) : withTenant(db, networkId, work);
};
