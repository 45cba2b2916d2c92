import pg from 'pg';
import { callPath, callUrl } from '@portal/domain/api/call';
import { approveTimecard, getTimecards, TimecardListRequest } from '@portal/domain/api/timecards';
import { PENDING_TIMECARD_STATUSES } from '@portal/domain/timecards/timecard-rules';
import { PAGE_SIZE } from '@portal/domain/limits';
import { actorOf } from '../../apps/api/src/context/actor';
import { visibilityOf } from '../../apps/api/src/context/visibility';
import { decideWeek } from '../../apps/api/src/modules/timecards/decide-timecard';
import { timecardConditions } from '../../apps/api/src/modules/timecards/timecard-conditions';
import { timecardListPage } from '../../apps/api/src/modules/timecards/timecard-list-page';
import type { Fixtures } from './database';
import { adminContext, callApi, type Scenario } from './scenarios';

/** Issue 36's budgets at the large seed: the list's first page and approving a week. */
const LIST_P95_BUDGET_MS = 50;
const APPROVAL_P95_BUDGET_MS = 50;
/** Weeks the approvals take, one each (warm-ups and two loads of at most 550), and the raw-SQL runs' 41 from the end, rolled back. */
const APPROVAL_POOL = 1_500;
const SQL_RUNS = 41;

export interface TimecardFixtures {
  /** Submitted weeks of the network the approvals take, with the version each must carry. */
  pool: { id: string; version: number }[];
  timecards: number;
}

/** Submitted weeks of the largest network, read as the owner role. */
export const loadTimecardFixtures = async (url: string, networkId: string): Promise<TimecardFixtures> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const submitted = await client.query<{ id: string; version: number }>(
      `select id, version from timecards where network_id = $1 and status = 'Submitted' order by id limit $2`,
      [networkId, APPROVAL_POOL],
    );
    const total = await client.query<{ n: number }>('select count(*)::int as n from timecards where network_id = $1', [networkId]);
    if (submitted.rows.length < APPROVAL_POOL) throw new Error('The largest network has too few Submitted timecards; seed the large data set first.');
    return { pool: submitted.rows, timecards: total.rows[0]?.n ?? 0 };
  } finally {
    await client.end();
  }
};

/**
 * The approvals of a bench run are real (the API commits them): afterwards the pool's weeks are
 * Submitted and undecided again, at their new version, so the next run finds the same data set.
 */
export const restoreApprovedWeeks = async (url: string, f: TimecardFixtures): Promise<void> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `update timecards set status = 'Submitted', decided_at = null, decided_by = null, decided_by_name = null, reject_reason = null
       where id = any($1::uuid[]) and status <> 'Submitted'`,
      [f.pool.map((week) => week.id)],
    );
  } finally {
    await client.end();
  }
};

/**
 * The Timecards page as it opens (the weeks waiting for approval, soonest due first, 24 a page),
 * the same by week, the same filtered to Approved (a year of weeks of every current assignment), and approving a
 * week, each to another one. Each handler is the body of its route's handler (timecard-routes.ts)
 * over the request as the route's schema parses it.
 */
export const timecardScenarios = (f: Fixtures, t: TimecardFixtures): Scenario[] => {
  const viewer = adminContext(f);
  const visibility = visibilityOf(viewer, f.networkId);
  const actor = actorOf(viewer, f.networkId);
  const list = (name: string, body: TimecardListRequest): Scenario => {
    const parsed = TimecardListRequest.parse(body);
    return {
      name,
      send: (api) => callApi(api, 'POST', callPath(getTimecards), body),
      handler: () => (tx) => timecardListPage(tx, timecardConditions(parsed.options, visibility), parsed),
      p95BudgetMs: LIST_P95_BUDGET_MS,
    };
  };
  const page = { pageNumber: 1, pageSize: PAGE_SIZE.timecards, sortBy: 'dueby', sortOrder: 'asce' } as const;
  let approved = 0;
  return [
    list(`timecard list page 1 (waiting for approval, due first; ${t.timecards} weeks)`, { ...page, options: { statuses: [...PENDING_TIMECARD_STATUSES] } }),
    // The waiting weeks are the newest: sorted by week, only their own index finds them without passing the decided ones.
    list('timecard list page 1 (waiting for approval, by week)', { ...page, sortBy: 'weekstart', options: { statuses: [...PENDING_TIMECARD_STATUSES] } }),
    list('timecard list page 1, status Approved', { ...page, options: { statuses: ['Approved'] } }),
    {
      name: 'timecard approval (a week, each another)',
      send: (api) => {
        const week = t.pool[approved++ % (t.pool.length - SQL_RUNS)]!;
        return callApi(api, 'POST', callUrl(approveTimecard, { timecardId: week.id }), { version: week.version });
      },
      handler: (run) => (tx) => {
        const week = t.pool[t.pool.length - 1 - run]!;
        return decideWeek(tx, visibility, actor, week.id, week.version, { decision: 'approve' });
      },
      writes: true,
      p95BudgetMs: APPROVAL_P95_BUDGET_MS,
    },
  ];
};
