import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema/activity';
import { networks } from '../db/schema/tenancy';
import { users } from '../db/schema/users';
import type { TestApp } from './test-app';

/** Demo records found by what they are, never by a hard-coded id (docs/decisions/0019-demo-data-seeding.md), read as the database owner. */

/** Rows of a query run as the database owner (no row-level security), for checking answers against. */
export const rowsOf = async <Row>(t: TestApp, query: SQL): Promise<Row[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

export const demoNetworkIds = async (db: Database) => {
  const rows = await db.select().from(networks);
  const idOf = (name: string) => {
    const network = rows.find((n) => n.name === name);
    if (!network) throw new Error(`Demo network ${name} is missing`);
    return network.id;
  };
  return { northwind: idOf('Northwind Health'), lakeside: idOf('Lakeside Medical Center') };
};

export const userIdOf = async (db: Database, email: string) => {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No demo account ${email}`);
  return user.id;
};

export const auditRowsOf = (db: Database, entityId: string) =>
  db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.id));

export const auditCount = async (db: Database) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return row?.n ?? 0;
};
