import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { can } from '@portal/domain/access/access-rule';
import type { Privilege } from '@portal/domain/access/privileges';
import { DASHBOARD_WINDOW_DAYS, type DashboardSummary } from '@portal/domain/api/dashboard';
import { homeTile, type HomeTile } from '@portal/domain/lists/home-tiles';
import type { RequestContext } from '../../context/request-context';
import { deals } from '../../db/schema/deals';
import { jobPostings } from '../../db/schema/jobs';
import type { Tx } from '../../db/tenant';

type AssignmentTile = Extract<HomeTile, { list: 'assigned' | 'startsStops' }>;

/** The Starts / Stops window as that list applies it: from today to today + N days, both included. */
const within = (column: typeof deals.startDate | typeof deals.endDate, days: number) =>
  sql`${column} between current_date and current_date + ${days}::int`;

/** The rows the tile's list shows (the hospital scope aside, applied to the whole scan). */
const assignmentCondition = (tile: AssignmentTile): SQL => {
  const status = sql`${deals.status} = ${tile.status}`;
  if (tile.list === 'assigned') return status;
  return sql`${status} and ${within(tile.dateType === 'Starts' ? deals.startDate : deals.endDate, tile.windowDays)}`;
};

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** The three assignment tiles in one scan of the hospitals' assignments. */
const assignmentCounts = async (tx: Tx, hospitalIds: string[]) => {
  const [row] = await tx
    .select({
      onAssignment: countWhere(assignmentCondition(homeTile('onAssignment'))),
      startingSoon: countWhere(assignmentCondition(homeTile('startingSoon'))),
      endingSoon: countWhere(assignmentCondition(homeTile('endingSoon'))),
    })
    .from(deals)
    .where(and(eq(deals.stage, 'assignment'), inArray(deals.hospitalId, hospitalIds)));
  return row ?? { onAssignment: 0, startingSoon: 0, endingSoon: 0 };
};

/**
 * The candidates to review and, of those, the overdue: past the network's review-by time (the
 * review clock), counted in the same scan. The network's hours are an uncorrelated subquery, run once.
 */
const candidatesToReview = async (tx: Tx, hospitalIds: string[], networkId: string) => {
  const reviewSpan = sql`(select make_interval(hours => n.candidate_review_hours::int) from networks n where n.id = ${networkId})`;
  const [row] = await tx
    .select({ toReview: sql<number>`count(*)::int`, overdue: countWhere(sql`${deals.submittedAt} < now() - ${reviewSpan}`) })
    .from(deals)
    .where(and(eq(deals.stage, 'candidate'), eq(deals.status, homeTile('candidatesToReview').status), inArray(deals.hospitalId, hospitalIds)));
  return row ?? { toReview: 0, overdue: 0 };
};

const openJobs = async (tx: Tx, hospitalIds: string[]) => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(jobPostings)
    .where(and(eq(jobPostings.postingStatus, homeTile('openJobs').status), inArray(jobPostings.hospitalId, hospitalIds)));
  return row?.n ?? 0;
};

/** The home tiles' counts; a tile whose list the user may not open gets null. */
export const dashboardSummary = async (tx: Tx, ctx: RequestContext, hospitalIds: string[]): Promise<DashboardSummary> => {
  const seesAssigned = can(ctx, 'ViewAssigned');
  const seesStartsStops = seesAssigned || can(ctx, 'ViewStartStopsPage');
  const empty = hospitalIds.length === 0;
  const assignments = seesStartsStops && !empty ? await assignmentCounts(tx, hospitalIds) : undefined;
  const zeroOrNull = (allowed: boolean, value: number | undefined) => (allowed ? (value ?? 0) : null);
  const seesCandidates = can(ctx, 'ViewCandidates');
  const candidates = seesCandidates && !empty && ctx.network ? await candidatesToReview(tx, hospitalIds, ctx.network.id) : undefined;
  const countIf = async (privilege: Privilege, count: (tx: Tx, hospitalIds: string[]) => Promise<number>) =>
    zeroOrNull(can(ctx, privilege), can(ctx, privilege) && !empty ? await count(tx, hospitalIds) : 0);
  return {
    windowDays: DASHBOARD_WINDOW_DAYS,
    onAssignment: zeroOrNull(seesAssigned, assignments?.onAssignment),
    startingSoon: zeroOrNull(seesStartsStops, assignments?.startingSoon),
    endingSoon: zeroOrNull(seesStartsStops, assignments?.endingSoon),
    openJobs: await countIf('ViewRequests', openJobs),
    candidatesToReview: zeroOrNull(seesCandidates, candidates?.toReview),
    candidatesOverdue: zeroOrNull(seesCandidates, candidates?.overdue),
  };
};
