import { and, asc, eq, exists, notExists, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema/activity';
import { deals, extensionRequests } from '../../db/schema/deals';
import { networks } from '../../db/schema/tenancy';
import { userHospitals, users } from '../../db/schema/users';

/** Test support: finds demo records by what they are, never by a hard-coded id (docs/decisions.md). */

export const demoNetworkIds = async (db: Database) => {
  const rows = await db.select().from(networks);
  const idOf = (name: string) => {
    const network = rows.find((n) => n.name === name);
    if (!network) throw new Error(`Demo network ${name} is missing`);
    return network.id;
  };
  return { northwind: idOf('Northwind Health'), lakeside: idOf('Lakeside Medical Center') };
};

const inForce = (db: Database) =>
  db
    .select({ one: sql`1` })
    .from(extensionRequests)
    .where(and(eq(extensionRequests.dealId, deals.id), eq(extensionRequests.isActive, true)));

/** A network's assignments in `status`, in id order; `extension` keeps those with or without a request in force. */
export const assignmentsIn = (db: Database, networkId: string, status: string, extension?: 'with' | 'without') =>
  db
    .select()
    .from(deals)
    .where(
      and(
        eq(deals.networkId, networkId),
        eq(deals.stage, 'assignment'),
        eq(deals.status, status),
        extension === 'with' ? exists(inForce(db)) : extension === 'without' ? notExists(inForce(db)) : undefined,
      ),
    )
    .orderBy(asc(deals.id));

export const firstCandidateDeal = async (db: Database, networkId: string) => {
  const [deal] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.networkId, networkId), eq(deals.stage, 'candidate')))
    .limit(1);
  if (!deal) throw new Error('No candidate deal in the demo data');
  return deal;
};

/** An assignment in a hospital the account cannot see (the local admin sees two hospitals). */
export const assignmentOutsideHospitalsOf = async (db: Database, networkId: string, email: string) => {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No demo account ${email}`);
  const visible = db.select({ id: userHospitals.hospitalId }).from(userHospitals).where(eq(userHospitals.userId, user.id));
  const [deal] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.networkId, networkId), eq(deals.stage, 'assignment'), notInArray(deals.hospitalId, visible)))
    .limit(1);
  if (!deal) throw new Error(`Every assignment is visible to ${email}`);
  return deal;
};

export const dealRow = async (db: Database, dealId: string) => {
  const [deal] = await db.select().from(deals).where(eq(deals.id, dealId));
  if (!deal) throw new Error(`Deal ${dealId} is missing`);
  return deal;
};

export const auditRowsOf = (db: Database, entityId: string) =>
  db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(asc(auditLog.id));

export const auditCount = async (db: Database) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return row?.n ?? 0;
};
