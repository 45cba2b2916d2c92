import { sql, type SQL } from 'drizzle-orm';
import type { FeatureFlags } from '@portal/domain/access/feature-flags';
import type { JobListResponse } from '@portal/domain/api/job-list';
import type { Tx } from '../../db/tenant';
import { countRows, pageOffset, pageWithTotal, rowsOf } from '../../lib/sql-helpers';
import { allConditions, type JobListConditions } from './job-list-conditions';
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
export const jobPageQuery = (conditions: JobListConditions, order: JobOrder, limit: number, offset: number, withTotal: boolean): SQL => sql`
  with matching as materialized (
    ${sortKeyRows(order)} where ${allConditions(conditions)}
  ),
  page as materialized (
    select * from matching order by ${orderBySortKey(order, 'matching')} limit ${limit} offset ${offset}
  )
  select ${JOB_COLUMNS}${withTotal ? sql`, (select count(*) from matching)::int as "total"` : sql``}
  from page join job_postings j on j.id = page.id ${JOB_JOINS}
  order by ${orderBySortKey(order, 'page')}`;

/** One page of the job list with the count of all its rows, in the request's transaction. */
export const jobListPage = async (
  tx: Tx,
  conditions: JobListConditions,
  page: JobPageRequest,
  flags: Pick<FeatureFlags, 'localRates'>,
): Promise<JobListResponse> => {
  const offset = pageOffset(page);
  const { rows, count } = await pageWithTotal(
    rowsOf<JobRow & { total: number }>(await tx.execute(jobPageQuery(conditions, page, page.pageSize, offset, true))),
    offset,
    () => countRows(tx, sql`job_postings j`, allConditions(conditions)),
  );
  return { jobs: rows.map((row) => toJobListItem(row, flags)), jobsCount: count };
};
