import { getAssignedFilterCounts, getAssignedList, type AssignedListRequest } from '@portal/domain/api/assigned';
import { getAssignedDetails } from '@portal/domain/api/assignment-details';
import { callPath, callUrl } from '@portal/domain/api/call';
import { ASSIGNMENT_STATUSES } from '@portal/domain/deals/statuses';
import type { Fixtures } from './database';
import type { Answer } from './load';
import { detailsStatements, filterCountStatements, listStatements, type Statement } from './raw-sql';

export interface Api {
  baseUrl: string;
  token: string;
}

/** A measured call: how to make it, the SQL behind it, and the budgets of the issue it must meet. */
export interface Scenario {
  name: string;
  send(api: Api, n: number): Promise<Answer>;
  sql(run: number): Statement[];
  /** Highest p95 latency allowed, in ms. */
  p95BudgetMs?: number;
  /** Highest p95 allowed as a multiple of the raw SQL's median execution time. */
  maxSqlRatio?: number;
}

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
export const callApi = async (api: Api, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> => {
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

export const scenarios = (f: Fixtures): Scenario[] => {
  const filter = { networkId: f.networkId, hospitalIds: f.hospitalIds };
  const list = (name: string, body: AssignedListRequest, budgets: Pick<Scenario, 'p95BudgetMs' | 'maxSqlRatio'>): Scenario => ({
    name,
    send: (api) => callApi(api, 'POST', callPath(getAssignedList), body),
    sql: () =>
      listStatements({
        ...filter,
        statuses: body.options?.statuses ?? [],
        pageNumber: body.pageNumber ?? 1,
        pageSize: body.pageSize ?? PAGE_SIZE,
        ...(body.options?.searchName ? { searchName: body.options.searchName } : {}),
      }),
    ...budgets,
  });

  return [
    list('list page 1 (On Assignment)', listBody(1, DEFAULT_STATUSES), { p95BudgetMs: 50, maxSqlRatio: 3 }),
    list(`list page 1, search '${f.lastName}'`, listBody(1, DEFAULT_STATUSES, f.lastName), { p95BudgetMs: 100 }),
    list(`list page ${DEEP_PAGE} (all statuses)`, listBody(DEEP_PAGE, ASSIGNMENT_STATUSES), {}),
    {
      name: 'filter counts (On Assignment)',
      send: (api) => callApi(api, 'POST', callPath(getAssignedFilterCounts), { options: { statuses: [...DEFAULT_STATUSES] } }),
      sql: () => filterCountStatements({ ...filter, statuses: [...DEFAULT_STATUSES] }),
      p95BudgetMs: 100,
    },
    {
      // Rotating through many deals, so the figure is not that of one row hot in every cache.
      name: `details (${f.dealIds.length} deals in turn)`,
      send: (api, n) => callApi(api, 'GET', callUrl(getAssignedDetails, { id: f.dealIds[n % f.dealIds.length] ?? '' })),
      sql: (run) => detailsStatements(f.networkId, f.dealIds[run % f.dealIds.length] ?? '', f.hospitalIds),
      p95BudgetMs: 30,
    },
  ];
};
