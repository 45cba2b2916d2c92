import { sql } from 'drizzle-orm';
import type { JobCandidateCounts } from '@portal/domain/api/job-list';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { oneOf, rowsOf } from '../../lib/sql-helpers';

type CountedStatus = 'Ready for Review' | 'Offered';

/** The field of each counted candidate status. */
const COUNT_FIELDS = { readyForReview: 'Ready for Review', offered: 'Offered' } as const satisfies Record<string, CountedStatus>;

/**
 * Candidates of the requested statuses per job, for the jobs of the list the user may see: every
 * such job gets an entry (0 when it has none); any other id (another network's) gets none. The
 * answer follows the order of `jobIds`.
 */
export const jobCandidateCounts = async (
  tx: Tx,
  visibility: Visibility,
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
    where j.network_id = ${visibility.networkId} and ${oneOf(sql`j.id`, jobIds)} and ${oneOf(sql`j.hospital_id`, visibility.hospitalIds)}
    group by j.id`);
  const found = new Map(rowsOf<JobCandidateCounts['counts'][number]>(result).map((row) => [row.jobId, row]));
  return { counts: jobIds.flatMap((id) => found.get(id) ?? []) };
};
