import { sql, type SQL } from 'drizzle-orm';
import type { FeatureFlags } from '@portal/domain/access/feature-flags';
import type { JobListResponse } from '@portal/domain/api/job-list';
import type { Tx } from '../../db/tenant';
import { collectedPage, readPage } from '../../lib/paged-list';
import { countRows, pageOffset } from '../../lib/sql-helpers';
import { allConditions, type JobListConditions } from './job-list-conditions';
import { JOB_COLUMNS, JOB_JOINS, orderBySortKey, sortKeyRows, toJobListItem, type JobOrder, type JobRow } from './job-rows';

export interface JobPageRequest extends JobOrder {
  pageSize: number;
  pageNumber: number;
}

/**
 * The rows `limit` and `offset` select in list order. A network holds some thousands of postings,
 * so the matching ones are collected with their sort key; with `withTotal`, the count of the
 * collected rows rides along on every row, so a page is one statement.
 */
export const jobPageQuery = (conditions: JobListConditions, order: JobOrder, limit: number, offset: number, withTotal: boolean): SQL =>
  collectedPage(
    {
      columns: JOB_COLUMNS,
      joins: sql`join job_postings j on j.id = page.id ${JOB_JOINS}`,
      matching: sql`${sortKeyRows(order)} where ${allConditions(conditions)}`,
      orderOf: (table) => orderBySortKey(order, table),
    },
    limit,
    offset,
    withTotal,
  );

/** One page of the job list with the count of all its rows, in the request's transaction. */
export const jobListPage = async (
  tx: Tx,
  conditions: JobListConditions,
  page: JobPageRequest,
  flags: Pick<FeatureFlags, 'localRates'>,
): Promise<JobListResponse> => {
  const offset = pageOffset(page);
  const { rows, count } = await readPage<JobRow>(tx, jobPageQuery(conditions, page, page.pageSize, offset, true), offset, () =>
    countRows(tx, sql`job_postings j`, allConditions(conditions)),
  );
  return { jobs: rows.map((row) => toJobListItem(row, flags)), jobsCount: count };
};
