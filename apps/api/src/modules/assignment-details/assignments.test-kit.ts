import { and, asc, eq, exists, notExists, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deals, extensionRequests } from '../../db/schema/deals';
import { userHospitals } from '../../db/schema/users';
import { userIdOf } from '../../test-support/demo-records';

/** Test support: finds demo records by what they are, never by a hard-coded id (docs/decisions/0019-demo-data-seeding.md). */

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
  const visible = db
    .select({ id: userHospitals.hospitalId })
    .from(userHospitals)
    .where(eq(userHospitals.userId, await userIdOf(db, email)));
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
