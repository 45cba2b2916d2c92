import { sql } from 'drizzle-orm';
import type { Tx } from '../db/tenant';

/** Arbitrary constant shared by every seeding transaction. */
const SEED_LOCK_KEY = 7_316_005;

/**
 * Several API instances may start together against one PostgreSQL: holding this lock until the
 * transaction ends makes them seed one after the other, so the second sees the first one's rows
 * and skips instead of failing on a unique key.
 */
export const lockSeeding = async (tx: Tx): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
};
