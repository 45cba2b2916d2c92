import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { executePrepared } from './prepared';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `work` in one transaction as the non-superuser role `portal_app` with the tenant set, so
 * row-level security shows only `networkId`'s rows whatever the query says.
 */
export const withTenant = <T>(db: Database, networkId: string, work: (tx: Tx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await executePrepared(tx, sql`select set_config('app.network_id', ${networkId}, true), set_config('role', 'portal_app', true)`);
    return work(tx);
  });
