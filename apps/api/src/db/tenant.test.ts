import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { poolOf } from './pooled-transaction';
import { executeBuiltOnce } from './prepared';
import { readInTenant, withTenant } from './tenant';
import { openTestDatabase } from '../test-support/test-database';

/** Every table that carries network_id: row-level security must hide other networks' rows. */
const TENANT_TABLES = [
  'network_feature_flags',
  'regions',
  'hospitals',
  'units',
  'unit_managers',
  'users',
  'user_hospitals',
  'job_postings',
  'job_approvers',
  'clinicians',
  'deals',
  'deal_decision_month_totals',
  'deal_decision_day_totals',
  'deal_start_stop_day_totals',
  'extension_requests',
  'files',
  'documents',
  'invoices',
  'invoice_lines',
  'deal_bill_rates',
  'invoice_disputes',
  'invoice_month_totals',
  'invoice_line_month_totals',
  'invoice_line_day_totals',
  'notification_events',
  'notification_marks',
  'notification_watermarks',
  'unit_coverage',
  'uncovered_unit_alerts',
  'audit_log',
  'idempotency_keys',
  'api_keys',
  'integration_requests',
  'integration_events',
  'decision_delegations',
  'decision_alerts',
  'saved_reports',
  'insight_dashboards',
  'report_schedules',
  'clinician_evaluations',
  'interviews',
  'timecards',
  'timecard_lines',
  'timecard_week_totals',
  'timecard_status_totals',
  'job_replacements',
];

let database: DatabaseHandle;
let northwind: string;
let lakeside: string;

const rowsOf = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as Record<string, unknown>[];

beforeAll(async () => {
  database = await openTestDatabase();
  const networks = rowsOf(await database.db.execute(sql`select id, name from networks`));
  northwind = networks.find((n) => n.name === 'Northwind Health')!.id as string;
  lakeside = networks.find((n) => n.name === 'Lakeside Medical Center')!.id as string;
});
afterAll(() => database.close());

describe('row-level security', () => {
  it('covers every table that has a network_id column', async () => {
    const columns = rowsOf(
      await database.db.execute(sql`select table_name from information_schema.columns where column_name = 'network_id' and table_schema = 'public'`),
    ).map((r) => r.table_name);
    expect([...columns].sort()).toEqual([...TENANT_TABLES].sort());
    const forced = rowsOf(
      await database.db.execute(sql`select relname from pg_class where relforcerowsecurity and relrowsecurity and relkind = 'r'`),
    ).map((r) => r.relname);
    expect([...forced].sort()).toEqual([...TENANT_TABLES].sort());
  });

  it.each(TENANT_TABLES)('%s: the app role without a tenant sees nothing', async (table) => {
    const count = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'portal_app', true)`);
      return rowsOf(await tx.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
    });
    expect(count).toBe(0);
  });

  it.each(TENANT_TABLES)("%s: a tenant sees none of another network's rows", async (table) => {
    const foreign = await withTenant(database.db, lakeside, async (tx) =>
      rowsOf(await tx.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where network_id <> ${lakeside}`))[0]!.n,
    );
    expect(foreign).toBe(0);
  });

  it('shows a tenant its own rows (the seed has data in both networks)', async () => {
    const own = await withTenant(database.db, northwind, async (tx) =>
      rowsOf(await tx.execute(sql`select count(*)::int as n from deals`))[0]!.n,
    );
    const all = rowsOf(await database.db.execute(sql`select count(*)::int as n from deals where network_id = ${northwind}`))[0]!.n;
    expect(own).toBe(all);
    expect(own).toBeGreaterThan(0);
  });

  it("refuses to write a row into another network", async () => {
    await expect(
      withTenant(database.db, lakeside, (tx) => tx.execute(sql`insert into regions (network_id, name) values (${northwind}, 'Intruder')`)),
    ).rejects.toThrow();
    const intruders = rowsOf(await database.db.execute(sql`select count(*)::int as n from regions where name = 'Intruder'`))[0]!.n;
    expect(intruders).toBe(0);
  });

  it('keeps the app role from reading sign-in secrets', async () => {
    await expect(
      withTenant(database.db, northwind, (tx) => tx.execute(sql`select * from provider_secrets`)),
    ).rejects.toThrow();
  });
});

// On a PostgreSQL pool the tenant settings travel with BEGIN as literals (openPostgres; PGlite takes drizzle's path).
describe.runIf(process.env.DATABASE_URL)('the tenant transaction on a PostgreSQL pool', () => {
  const sessionState = async () =>
    rowsOf(await database.db.execute(sql`select current_user as "user", coalesce(current_setting('app.network_id', true), '') as tenant`))[0];

  it('starts on the pool, and leaves a connection without its role or tenant when it ends', async () => {
    expect(poolOf(database.db)).toBeDefined();
    const inside = await withTenant(database.db, northwind, async (tx) =>
      rowsOf(await tx.execute(sql`select current_user as "user", current_setting('app.network_id') as tenant`))[0],
    );
    expect(inside).toEqual({ user: 'portal_app', tenant: northwind });
    // Pool size 4: five reads after it reach every connection, the one it used among them.
    for (let i = 0; i < 5; i += 1) expect((await sessionState())?.user).not.toBe('portal_app');
  });

  it('rolls back what a failing transaction wrote, and the connection serves the next one', async () => {
    const failing = withTenant(database.db, northwind, async (tx) => {
      await tx.execute(sql`insert into regions (network_id, name) values (${northwind}, 'Rolled back')`);
      throw new Error('the work failed');
    });
    await expect(failing).rejects.toThrow('the work failed');
    const written = rowsOf(await database.db.execute(sql`select count(*)::int as n from regions where name = 'Rolled back'`))[0]!.n;
    expect(written).toBe(0);
    const own = await withTenant(database.db, northwind, async (tx) => rowsOf(await tx.execute(sql`select count(*)::int as n from regions`))[0]!.n);
    expect(own).toBeGreaterThan(0);
  });

  it('sends a network id as one escaped literal: a quote in it cannot end the statement', async () => {
    const hostile = `${northwind}'); drop table regions; --`;
    await expect(withTenant(database.db, hostile, (tx) => tx.execute(sql`select count(*) from regions`))).rejects.toThrow();
    const regions = rowsOf(await database.db.execute(sql`select count(*)::int as n from regions`))[0]!.n;
    expect(regions).toBeGreaterThan(0);
    expect((await sessionState())?.tenant).toBe('');
  });
});

describe('a one-statement read in the tenant (readInTenant)', () => {
  const whoAndWhat = () =>
    sql`select current_user as "user", current_setting('app.network_id') as tenant,
      (select count(*)::int from deals where network_id <> ${sql.placeholder('networkId')}) as foreign,
      ${sql.placeholder('text')}::text as text, ${sql.placeholder('list')}::text[] as list, ${sql.placeholder('nothing')}::text as nothing`;
  const read = (networkId: string, values: Record<string, unknown>) =>
    readInTenant(database.db, networkId, async (tx) => rowsOf(await executeBuiltOnce(tx, 'test_who_and_what', whoAndWhat, { networkId, ...values }))[0]);

  it("runs as the app role in the tenant, sees no other network's rows, and passes values as they are", async () => {
    const hostile = `it's'); drop table regions; --`;
    // More reads than the pool has connections: each prepares the statement once and reuses it.
    for (let i = 0; i < 6; i += 1) {
      expect(await read(northwind, { text: hostile, list: ['a', "b'c", 'd"e,f'], nothing: null })).toEqual({
        user: 'portal_app',
        tenant: northwind,
        foreign: 0,
        text: hostile,
        list: ['a', "b'c", 'd"e,f'],
        nothing: null,
      });
    }
    expect(rowsOf(await database.db.execute(sql`select count(*)::int as n from regions`))[0]!.n).toBeGreaterThan(0);
  });

  describe.runIf(process.env.DATABASE_URL)('on a PostgreSQL pool', () => {
    const sessionUser = async () => rowsOf(await database.db.execute(sql`select current_user as "user"`))[0]?.user;

    it('leaves every connection without its role or tenant', async () => {
      await read(lakeside, { text: 'x', list: [], nothing: null });
      for (let i = 0; i < 5; i += 1) expect(await sessionUser()).not.toBe('portal_app');
    });

    it('refuses a second statement before sending it', async () => {
      const twice = readInTenant(database.db, northwind, async (tx) => {
        await executeBuiltOnce(tx, 'test_one', () => sql`select 1`, {});
        return executeBuiltOnce(tx, 'test_two', () => sql`select 2`, {});
      });
      // drizzle wraps what the driver threw as the cause of its own error.
      await expect(twice).rejects.toHaveProperty('cause.message', 'A single-statement read sent a second statement.');
    });

    it('closes the connection of a failed statement, and the same statement serves the next reads', async () => {
      const divide = (by: number) =>
        readInTenant(database.db, northwind, async (tx) =>
          rowsOf(await executeBuiltOnce(tx, 'test_divide', () => sql`select 12 / ${sql.placeholder('by')}::int as n`, { by }))[0]?.n,
        );
      await expect(divide(0)).rejects.toHaveProperty('cause.message', 'division by zero');
      for (let i = 0; i < 6; i += 1) expect(await divide(4)).toBe(3);
    });
  });
});
