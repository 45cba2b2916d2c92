import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database';
import type { DatabaseHandle } from './client';
import { readInTenant, withTenant } from './tenant';
import { guardAgainstUseInsideTransaction, POOL_IN_TRANSACTION } from './transaction-guard';

const NETWORK = '00000000-0000-0000-0000-000000000000';

/** drizzle wraps the driver's error ('Failed query: …') with it as the cause: the refusal is somewhere in the chain. */
const refusal = async (attempt: Promise<unknown>): Promise<string[]> => {
  const messages: string[] = [];
  for (let error: unknown = await attempt.then(() => undefined, (failed: unknown) => failed); error instanceof Error; error = error.cause) {
    messages.push(error.message);
  }
  return messages;
};

describe(`the pool-in-transaction guard (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => database.close());

  it('refuses a query on the pool from inside a tenant transaction, naming the fix, and the transaction rolls back', async () => {
    const attempt = withTenant(database.db, NETWORK, async (tx) => {
      await tx.execute(sql`select 1`);
      await database.db.execute(sql`select 1`);
    });
    expect(await refusal(attempt)).toContain(POOL_IN_TRANSACTION);
    // The connection the transaction held was given back: the pool answers again.
    await expect(database.db.execute(sql`select 1 as one`)).resolves.toBeDefined();
  });

  it('refuses a second transaction opened from inside one', async () => {
    const attempt = withTenant(database.db, NETWORK, () => withTenant(database.db, NETWORK, async (tx) => tx.execute(sql`select 1`)));
    expect(await refusal(attempt)).toContain(POOL_IN_TRANSACTION);
  });

  it("refuses the pool inside drizzle's own db.transaction and inside a one-trip read", async () => {
    expect(await refusal(database.db.transaction(async () => database.db.execute(sql`select 1`)))).toContain(POOL_IN_TRANSACTION);
    expect(await refusal(readInTenant(database.db, NETWORK, async () => database.db.execute(sql`select 1`)))).toContain(POOL_IN_TRANSACTION);
  });

  it('lets work started inside a transaction use the pool once the transaction has ended', async () => {
    let later: Promise<unknown> = Promise.resolve();
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await withTenant(database.db, NETWORK, async (tx) => {
      later = gate.then(() => database.db.execute(sql`select 1`));
      await tx.execute(sql`select 1`);
    });
    release();
    await expect(later).resolves.toBeDefined();
  });

  it('guards the entry points it wraps only while a transaction is open', async () => {
    const target = { query: async () => 'answered' };
    guardAgainstUseInsideTransaction(target, ['query']);
    expect(await refusal(withTenant(database.db, NETWORK, () => target.query()))).toContain(POOL_IN_TRANSACTION);
    await expect(target.query()).resolves.toBe('answered');
  });
});
