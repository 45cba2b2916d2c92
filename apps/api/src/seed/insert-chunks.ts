import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/tenant';

/** 500 rows keeps the widest seeded table (documents, 17 columns) far below PostgreSQL's 65,535 parameters. */
const CHUNK_ROWS = 500;

/** Multi-row inserts in chunks: one round trip per 500 rows instead of one per row. */
export const insertChunks = async <T extends PgTable>(
  tx: Tx,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> => {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK_ROWS));
  }
};
