import { and, asc, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import { EVALUATED_STATUSES, EVALUATION_CLOSES_DAYS_AFTER_END, EVALUATION_OPENS_DAYS_BEFORE_END } from '@portal/domain/evaluations/evaluation-rules';
import type { Database } from '../../db/client';
import { deals } from '../../db/schema/deals';
import { clinicianEvaluations } from '../../db/schema/evaluations';
import { integrationEvents } from '../../db/schema/integration';

/** Test support: demo assignments by where they stand in the evaluation window, never by a hard-coded id. */

const notEvaluated = (db: Database) =>
  notExists(db.select({ one: sql`1` }).from(clinicianEvaluations).where(eq(clinicianEvaluations.dealId, deals.id)));

/** A network's worked assignments inside the evaluation window today, not evaluated yet, in id order. */
export const evaluableAssignments = (db: Database, networkId: string) =>
  db
    .select()
    .from(deals)
    .where(
      and(
        eq(deals.networkId, networkId),
        eq(deals.stage, 'assignment'),
        inArray(deals.status, [...EVALUATED_STATUSES]),
        sql`${deals.endDate} between current_date - ${EVALUATION_CLOSES_DAYS_AFTER_END}::int and current_date + ${EVALUATION_OPENS_DAYS_BEFORE_END}::int`,
        notEvaluated(db),
      ),
    )
    .orderBy(asc(deals.id));

/** An On Assignment deal ending after the window opens (too early to evaluate). */
export const assignmentNotYetEnding = async (db: Database, networkId: string) => {
  const [deal] = await db
    .select()
    .from(deals)
    .where(
      and(
        eq(deals.networkId, networkId),
        eq(deals.stage, 'assignment'),
        eq(deals.status, 'On Assignment'),
        gt(deals.endDate, sql`current_date + ${EVALUATION_OPENS_DAYS_BEFORE_END + 1}::int`),
      ),
    )
    .limit(1);
  if (!deal) throw new Error('No assignment ending later than the evaluation window in the demo data');
  return deal;
};

export const evaluationRows = (db: Database, dealId: string) => db.select().from(clinicianEvaluations).where(eq(clinicianEvaluations.dealId, dealId));

export const eventsAbout = (db: Database, dealId: string) =>
  db.select().from(integrationEvents).where(eq(integrationEvents.entityId, dealId)).orderBy(asc(integrationEvents.id));
