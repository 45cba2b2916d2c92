import { and, eq, sql } from 'drizzle-orm';
import type { Visibility } from '../../context/visibility';
import { jobPostings } from '../../db/schema/jobs';
import { hospitals } from '../../db/schema/tenancy';
import { runBuiltOnce } from '../../db/prepared';
import type { Tx } from '../../db/tenant';
import { notFound } from '../../http-errors';
import { oneOfPlaceholder } from '../../lib/sql-helpers';

export const JOB_NOT_FOUND = 'Job not found.';

const UUID_TAIL = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A route id (SPEC.md §5) names the job by its UUID (maybe after a `CPT` prefix) or by its Job #.
 * Job #s are stored in capitals, so the typed one is raised to match them on the unique index (a
 * function of the column would not be leakproof under row-level security and would read every job).
 */
export const jobKeyOf = (id: string): { by: 'id' | 'number'; jobKey: string } => {
  const uuid = UUID_TAIL.exec(id)?.[0];
  return uuid ? { by: 'id', jobKey: uuid.toLowerCase() } : { by: 'number', jobKey: id.toUpperCase() };
};

const KEY_COLUMNS = { id: jobPostings.id, number: jobPostings.externalId };

/**
 * The job `id` (UUID or Job #) as the user may see it: a posting of a visible hospital in the
 * request's network. Anything else is 404 alike, so the answer does not reveal whether another
 * network's or hospital's job exists. `lock` holds the row until the transaction ends, so two
 * changes of one job run one after the other and the second sees the first's version.
 */
export const findVisibleJob = async (tx: Tx, visibility: Visibility, id: string, lock = false) => {
  if (visibility.hospitalIds.length === 0) throw notFound(JOB_NOT_FOUND);
  const match = jobKeyOf(id);
  const query = () =>
    tx
      .select({
        id: jobPostings.id,
        externalId: jobPostings.externalId,
        hospitalId: jobPostings.hospitalId,
        approvalStages: hospitals.approvalStages,
        unitId: jobPostings.unitId,
        postingStatus: jobPostings.postingStatus,
        availablePositions: jobPostings.availablePositions,
        openPositions: jobPostings.openPositions,
        startDate: jobPostings.startDate,
        createdBy: jobPostings.createdBy,
        version: jobPostings.version,
      })
      .from(jobPostings)
      .innerJoin(hospitals, eq(hospitals.id, jobPostings.hospitalId))
      .where(
        and(
          eq(KEY_COLUMNS[match.by], sql.placeholder('jobKey')),
          eq(jobPostings.networkId, sql.placeholder('networkId')),
          oneOfPlaceholder(jobPostings.hospitalId, 'hospitalIds'),
        ),
      );
  const values = { jobKey: match.jobKey, networkId: visibility.networkId, hospitalIds: visibility.hospitalIds };
  const [job] = lock
    ? await runBuiltOnce(tx, `find_job_locked_by_${match.by}`, () => query().for('update', { of: jobPostings }), values)
    : await runBuiltOnce(tx, `find_job_by_${match.by}`, query, values);
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
};

export type VisibleJob = Awaited<ReturnType<typeof findVisibleJob>>;
