import { and, eq, inArray, sql } from 'drizzle-orm';
import { can } from '@portal/domain/access/access-rule';
import { DASHBOARD_WINDOW_DAYS, type DashboardSummary } from '@portal/domain/api/dashboard';
import type { RequestContext } from '../../context/request-context';
import { deals } from '../../db/schema/deals';
import { jobPostings } from '../../db/schema/jobs';
import type { Tx } from '../../db/tenant';

/** Assignments that are, or are about to be, worked. */
const RUNNING = ['Assigned', 'On Assignment', 'Extension Offered'];
const within = (column: typeof deals.startDate | typeof deals.endDate) =>
  sql`${column} between current_date and current_date + ${DASHBOARD_WINDOW_DAYS}::int`;

const assignmentCounts = async (tx: Tx, hospitalIds: string[]) => {
  const [row] = await tx
    .select({
      onAssignment: sql<number>`(count(*) filter (where ${deals.status} = 'On Assignment'))::int`,
      startingSoon: sql<number>`(count(*) filter (where ${within(deals.startDate)}))::int`,
      endingSoon: sql<number>`(count(*) filter (where ${deals.status} <> 'Assigned' and ${within(deals.endDate)}))::int`,
    })
    .from(deals)
    .where(and(eq(deals.stage, 'assignment'), inArray(deals.status, RUNNING), inArray(deals.hospitalId, hospitalIds)));
  return row ?? { onAssignment: 0, startingSoon: 0, endingSoon: 0 };
};

const candidatesToReview = async (tx: Tx, hospitalIds: string[]) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(deals)
    .where(and(eq(deals.stage, 'candidate'), eq(deals.status, 'Ready for Review'), inArray(deals.hospitalId, hospitalIds)));
  return row?.n ?? 0;
};

const openJobs = async (tx: Tx, hospitalIds: string[]) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(jobPostings)
    .where(and(eq(jobPostings.postingStatus, 'Active'), inArray(jobPostings.hospitalId, hospitalIds)));
  return row?.n ?? 0;
};

/** The dashboard cards' counts; a card whose list the user may not open gets null. */
export const dashboardSummary = async (tx: Tx, ctx: RequestContext, hospitalIds: string[]): Promise<DashboardSummary> => {
  const seesAssigned = can(ctx, 'ViewAssigned');
  const seesStartsStops = seesAssigned || can(ctx, 'ViewStartStopsPage');
  const empty = hospitalIds.length === 0;
  const assignments = seesStartsStops && !empty ? await assignmentCounts(tx, hospitalIds) : undefined;
  const zeroOrNull = (allowed: boolean, value: number | undefined) => (allowed ? (value ?? 0) : null);
  return {
    windowDays: DASHBOARD_WINDOW_DAYS,
    onAssignment: zeroOrNull(seesAssigned, assignments?.onAssignment),
    startingSoon: zeroOrNull(seesStartsStops, assignments?.startingSoon),
    endingSoon: zeroOrNull(seesStartsStops, assignments?.endingSoon),
    openJobs: zeroOrNull(can(ctx, 'ViewRequests'), can(ctx, 'ViewRequests') && !empty ? await openJobs(tx, hospitalIds) : 0),
    candidatesToReview: zeroOrNull(
      can(ctx, 'ViewCandidates'),
      can(ctx, 'ViewCandidates') && !empty ? await candidatesToReview(tx, hospitalIds) : 0,
    ),
  };
};
