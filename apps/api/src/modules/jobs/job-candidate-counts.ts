import { sql } from 'drizzle-orm';
import type { JobCandidateCounts } from '@portal/domain/api/job-list';
import type { Tx } from '../../db/tenant';
import type { JobScope } from './find-job';
import { oneOf } from './job-list-scope';

type CountedStatus = 'Ready for Review' | 'Offered';

/** The field of each counted candidate status. */
const COUNT_FIELDS = { readyForReview: 'Ready for Review', offered: 'Offered' } as const satisfies Record<string, CountedStatus>;

/**
 * Candidates of the requested statuses per job, for the jobs of the list the scope sees: every
 * such job gets an entry (0 when it has none); any other id (another network's) gets none. The
 * answer follows the order of `jobIds`.
 */
export const jobCandidateCounts = async (
  tx: Tx,
  scope: JobScope,
  jobIds: readonly string[],
  statuses: readonly CountedStatus[],
): Promise<JobCandidateCounts> => {
  const counts = Object.entries(COUNT_FIELDS).map(
    ([field, status]) => sql`(count(d.id) filter (where d.status = ${status}))::int as ${sql.identifier(field)}`,
  );
  const result = await tx.execute(sql`
    select j.id as "jobId", ${sql.join(counts, sql`, `)}
    from job_postings j
      left join deals d on d.job_id = j.id and d.stage = 'candidate' and ${oneOf(sql`d.status`, statuses)}
    where j.network_id = ${scope.networkId} and ${oneOf(sql`j.id`, jobIds)} and ${oneOf(sql`j.hospital_id`, scope.hospitalIds)}
    group by j.id`);
  const found = new Map((result as unknown as { rows: JobCandidateCounts['counts'] }).rows.map((row) => [row.jobId, row]));
  return { counts: jobIds.flatMap((id) => found.get(id) ?? []) };
};
