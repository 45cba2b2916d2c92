import { sql } from 'drizzle-orm';
import type { HistoryPage, HistoryQuery } from '@portal/domain/api/history';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { readHistory } from '../../lib/history/read-history';
import { findVisibleJob } from './find-job';
import { JOB_AUDIT_ENTITY } from './job-change-checks';

/** A visible job's history page (404 as its details for any other id). */
export const jobHistory = async (tx: Tx, visibility: Visibility, id: string, query: HistoryQuery): Promise<HistoryPage> => {
  const job = await findVisibleJob(tx, visibility, id);
  return readHistory(tx, { conditions: [sql`a.entity = ${JOB_AUDIT_ENTITY} and a.entity_id = ${job.id}`] }, query);
};
