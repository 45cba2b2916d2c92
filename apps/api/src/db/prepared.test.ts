import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database';
import type { DatabaseHandle } from './client';
import { executeBuiltOnce, runBuiltOnce } from './prepared';
import { deals } from './schema/deals';
import { unitManagers } from './schema/tenancy';

let database: DatabaseHandle;
let withManager: { id: string; manager: string };
let withoutManager: string;

const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, string>[];

beforeAll(async () => {
  database = await openTestDatabase();
  const [managed] = rowsOf(
    await database.db.execute(sql`select d.id, m.name as manager from deals d join unit_managers m on m.id = d.unit_manager_id order by d.id limit 1`),
  );
  const [unmanaged] = rowsOf(await database.db.execute(sql`select id from deals where unit_manager_id is null order by id limit 1`));
  withManager = { id: managed!.id!, manager: managed!.manager! };
  withoutManager = unmanaged!.id!;
});
afterAll(() => database.close());

describe('statements built once', () => {
  // Each test uses names of its own: the built SQL is kept per name for the whole process.
  const dealWithManager = () =>
    database.db
      .select({ id: deals.id, manager: { name: unitManagers.name } })
      .from(deals)
      .leftJoin(unitManagers, eq(unitManagers.id, deals.unitManagerId))
      .where(eq(deals.id, sql.placeholder('dealId')));

  it('fills the placeholders anew on every call, and maps a left join without a row to null', async () => {
    let builds = 0;
    const run = (dealId: string) =>
      runBuiltOnce(
        database.db,
        'test_deal_with_manager',
        () => {
          builds += 1;
          return dealWithManager();
        },
        { dealId },
      );
    expect(await run(withManager.id)).toEqual([{ id: withManager.id, manager: { name: withManager.manager } }]);
    expect(await run(withoutManager)).toEqual([{ id: withoutManager, manager: null }]);
    expect(builds).toBe(1);
  });

  it('runs a statement of SQL with its values, built once', async () => {
    let builds = 0;
    const run = (ids: string[]) =>
      executeBuiltOnce(
        database.db,
        'test_deals_among',
        () => {
          builds += 1;
          return sql`select count(*)::int as n from deals where id = any(${sql.placeholder('ids')})`;
        },
        { ids },
      );
    expect(rowsOf(await run([withManager.id, withoutManager]))[0]).toEqual({ n: 2 });
    expect(rowsOf(await run([withoutManager]))[0]).toEqual({ n: 1 });
    expect(builds).toBe(1);
  });
});
