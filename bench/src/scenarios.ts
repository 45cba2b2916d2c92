import { FEATURE_FLAGS } from '@portal/domain/access/feature-flags';
import { isPrivilege } from '@portal/domain/access/privileges';
import { userTypeByName } from '@portal/domain/access/user-types';
import { AssignedFilterRequest, AssignedListRequest, getAssignedFilterCounts, getAssignedList } from '@portal/domain/api/assigned';
import { getAssignedDetails } from '@portal/domain/api/assignment-details';
import { callPath, callUrl } from '@portal/domain/api/call';
import { ASSIGNMENT_STATUSES } from '@portal/domain/deals/statuses';
import type { ActorSource } from '../../apps/api/src/context/actor';
import { visibilityOf, type VisibilitySource } from '../../apps/api/src/context/visibility';
import { assignedConditions } from '../../apps/api/src/modules/assigned/assignment-conditions';
import { filterCounts } from '../../apps/api/src/modules/assigned/filter-counts-query';
import { listPage } from '../../apps/api/src/modules/assigned/list-page';
import { loadAssignmentDetails } from '../../apps/api/src/modules/assignment-details/details-query';
import { dealIdFromRoute } from '../../apps/api/src/modules/assignment-details/find-assignment';
import type { Fixtures } from './database';
import type { Answer } from './load';
import type { Handler } from './raw-sql';

export interface Api {
  baseUrl: string;
  token: string;
}

/** A measured call: how to make it, what its route handler runs in the database, and the budgets of the issue it must meet. */
export interface Scenario {
  name: string;
  send(api: Api, n: number): Promise<Answer>;
  /** The handler's body for the same request, so raw-sql.ts can time the very statements it sends. */
  handler(run: number): Handler;
  /** Highest p95 latency (one request in flight) allowed, in ms. */
  p95BudgetMs?: number;
  /** Highest API p95 allowed as a multiple of the raw SQL's p95 execution time. */
  maxSqlRatio?: number;
  /** Highest API p50 minus raw SQL p50 allowed, in ms: the fixed cost of a call around its SQL. */
  maxOverheadMs?: number;
  /** The handler changes data: its raw-SQL runs are rolled back rather than committed. */
  writes?: boolean;
}

/** Issue 11: at most this much of a details call's p50 may be spent around its SQL. */
export const DETAILS_OVERHEAD_BUDGET_MS = 3;

const messageOf = (text: string) => {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON (a proxy's page, say): the start of the text says enough.
  }
  return text.slice(0, 200);
};

/** Makes one call and reads the whole answer, so the time includes sending the body. */
export const callApi = async (api: Api, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Answer> => {
  const response = await fetch(`${api.baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${api.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return response.ok ? { status: response.status } : { status: response.status, message: messageOf(text) };
};

/** What the Assigned page asks for when it opens: page 1 of 24, On Assignment, by start date. */
const DEFAULT_STATUSES = ['On Assignment'] as const;
const PAGE_SIZE = 24;
const DEEP_PAGE = 500;

const listBody = (pageNumber: number, statuses: readonly (typeof ASSIGNMENT_STATUSES)[number][], searchName?: string): AssignedListRequest => ({
  pageNumber,
  pageSize: PAGE_SIZE,
  sortBy: 'startdate',
  sortOrder: 'asce',
  options: { statuses: [...statuses], ...(searchName ? { searchName } : {}) },
});

/**
 * The admin as the request context holds them (apps/api/src/context/request-context.ts): their
 * user type, privileges, visible hospitals and the default flags, from which `registerCall` builds
 * the visibility every handler gets.
 */
export const adminContext = (f: Fixtures): VisibilitySource & ActorSource => {
  const type = userTypeByName(f.admin.userType);
  return {
    user: { id: f.admin.id, firstName: 'Benchmark', lastName: 'Admin', type: { allHospitals: type?.allHospitals ?? false } },
    userType: type?.name,
    privileges: f.admin.privileges.filter(isPrivilege),
    flags: FEATURE_FLAGS,
    hospitalIds: f.hospitalIds,
  };
};

/**
 * Each handler below is the body of its route's handler (assigned-routes.ts,
 * assignment-details-routes.ts) over the request body as the route's schema parses it.
 */
export const scenarios = (f: Fixtures): Scenario[] => {
  const visibility = visibilityOf(adminContext(f), f.networkId);
  const list = (name: string, body: AssignedListRequest, budgets: Pick<Scenario, 'p95BudgetMs' | 'maxSqlRatio'>): Scenario => {
    const parsed = AssignedListRequest.parse(body);
    return {
      name,
      send: (api) => callApi(api, 'POST', callPath(getAssignedList), body),
      handler: () => (tx) => listPage(tx, assignedConditions(parsed.options, visibility), parsed, visibility.seesUnitManagers),
      ...budgets,
    };
  };
  const countsBody = { options: { statuses: [...DEFAULT_STATUSES] } };
  const counts = AssignedFilterRequest.parse(countsBody);
  const detailsId = (n: number) => f.dealIds[n % f.dealIds.length] ?? '';

  return [
    list('list page 1 (On Assignment)', listBody(1, DEFAULT_STATUSES), { p95BudgetMs: 50, maxSqlRatio: 3 }),
    list(`list page 1, search '${f.lastName}'`, listBody(1, DEFAULT_STATUSES, f.lastName), { p95BudgetMs: 100 }),
    list(`list page ${DEEP_PAGE} (all statuses)`, listBody(DEEP_PAGE, ASSIGNMENT_STATUSES), {}),
    {
      name: 'filter counts (On Assignment)',
      send: (api) => callApi(api, 'POST', callPath(getAssignedFilterCounts), countsBody),
      handler: () => (tx) => filterCounts(tx, assignedConditions(counts.options, visibility), visibility),
      p95BudgetMs: 100,
    },
    {
      // Rotating through many deals, so the figure is not that of one row hot in every cache.
      name: `details (${f.dealIds.length} deals in turn)`,
      send: (api, n) => callApi(api, 'GET', callUrl(getAssignedDetails, { id: detailsId(n) })),
      handler: (run) => (tx) => loadAssignmentDetails(tx, visibility, dealIdFromRoute(detailsId(run))),
      p95BudgetMs: 30,
      maxOverheadMs: DETAILS_OVERHEAD_BUDGET_MS,
    },
  ];
};
