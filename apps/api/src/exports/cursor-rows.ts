import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/tenant';
import { rowsOf } from '../lib/sql-helpers';

/** Rows fetched per round trip: large enough to keep the database busy, small enough to keep memory flat. */
const EXPORT_BATCH_SIZE = 1000;
const CURSOR_NAME = 'export_rows';

/**
 * The rows of `query` in batches, read through a server-side cursor of the transaction `tx`, so the
 * database never sends (and the server never holds) more than one batch at a time. The cursor lives
 * as long as the transaction: the caller consumes the generator inside it. Closing the cursor early
 * (the consumer stopped) frees it before the transaction goes on.
 */
export async function* rowsFromCursor<Row>(tx: Tx, query: SQL, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<Row[]> {
  const cursor = sql.identifier(CURSOR_NAME);
  const fetchNext = sql`fetch forward ${sql.raw(String(Math.trunc(batchSize)))} from ${cursor}`;
  await tx.execute(sql`declare ${cursor} no scroll cursor for ${query}`);
  let fetching = false;
  try {
    let fetched: number;
    do {
      fetching = true;
      const batch = rowsOf<Row>(await tx.execute(fetchNext));
      fetching = false;
      fetched = batch.length;
      if (fetched > 0) yield batch;
    } while (fetched === batchSize);
  } finally {
    // A failed fetch aborts the transaction, which takes the cursor with it; any other way out closes it.
    if (!fetching) await tx.execute(sql`close ${cursor}`);
  }
}
