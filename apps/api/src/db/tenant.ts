import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { poolOf, transactionWithSetup } from './pooled-transaction';
import { executePrepared } from './prepared';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `work` in one transaction as the non-superuser role `portal_app` with the tenant set, so
 * row-level security shows only `networkId`'s rows whatever the query says. On a PostgreSQL pool the
 * tenant settings go with BEGIN (every call pays for that round trip); elsewhere (PGlite, a bench's
 * own connection) through drizzle's transaction.
 */
export const withTenant = <T>(db: Database, networkId: string, work: (tx: Tx) => Promise<T>): Promise<T> => {
  const pool = poolOf(db);
  if (pool) {
    return transactionWithSetup(
      pool,
      (client) => `select set_config('app.network_id', ${client.escapeLiteral(networkId)}, true), set_config('role', 'portal_app', true)`,
      work,
    );
  }
  return db.transaction(async (tx) => {
    await executePrepared(tx, sql`select set_config('app.network_id', ${networkId}, true), set_config('role', 'portal_app', true)`);
    return work(tx);
  });
};
