import { sql, type SQL } from 'drizzle-orm';
import type { FeatureFlags } from '@portal/domain/access/feature-flags';
import type { JobListResponse } from '@portal/domain/api/job-list';
import type { Tx } from '../../db/tenant';
import { allConditions, type JobListScope } from './job-list-scope';
import { JOB_COLUMNS, JOB_JOINS, orderBySortKey, sortKeyRows, toJobListItem, type JobOrder, type JobRow } from './job-rows';

export interface JobPageRequest extends JobOrder {
  pageSize: number;
  pageNumber: number;
}

/**
 * The rows `limit` and `offset` select in list order. A network holds some thousands of postings,
 * so the matching ones are collected once with their sort key (a narrow row each), then ordered
 * and cut to the page, and only the page's rows get their display columns. With `withTotal`, the
 * count of the collected rows rides along on every row, so a page is one statement.
 */
export const jobPageQuery = (scope: JobListScope, order: JobOrder, limit: number, offset: number, withTotal: boolean): SQL => sql`
  with matching as materialized (
    ${sortKeyRows(order)} where ${allConditions(scope)}
  ),
  page as materialized (
    select * from matching order by ${orderBySortKey(order, 'matching')} limit ${limit} offset ${offset}
  )
  select ${JOB_COLUMNS}${withTotal ? sql`, (select count(*) from matching)::int as "total"` : sql``}
  from page join job_postings j on j.id = page.id ${JOB_JOINS}
  order by ${orderBySortKey(order, 'page')}`;

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

const countOf = async (tx: Tx, scope: JobListScope): Promise<number> => {
  const query = sql`select count(*)::int as "count" from job_postings j where ${allConditions(scope)}`;
  return rowsOf<{ count: number }>(await tx.execute(query))[0]?.count ?? 0;
};

/** One page of the job list with the count of all its rows, in the request's transaction. */
export const jobListPage = async (
  tx: Tx,
  scope: JobListScope,
  page: JobPageRequest,
  flags: Pick<FeatureFlags, 'localRates'>,
): Promise<JobListResponse> => {
  const offset = (page.pageNumber - 1) * page.pageSize;
  const rows = rowsOf<JobRow & { total: number }>(await tx.execute(jobPageQuery(scope, page, page.pageSize, offset, true)));
  // A page past the end has no row to carry the total.
  const jobsCount = rows[0]?.total ?? (offset > 0 ? await countOf(tx, scope) : 0);
  return { jobs: rows.map(({ total: _total, ...row }) => toJobListItem(row, flags)), jobsCount };
};
