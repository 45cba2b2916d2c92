import { eq, sql } from 'drizzle-orm';
import type { Visibility } from '../../context/visibility';
import { writeAudit } from '../../db/audit';
import { jobPostings } from '../../db/schema/jobs';
import type { Tx } from '../../db/tenant';
import type { Actor } from '../../context/actor';
import type { VisibleJob } from './find-job';
import { JOB_AUDIT_ENTITY } from './job-change-checks';

type JobColumns = Partial<Omit<typeof jobPostings.$inferInsert, 'id' | 'networkId' | 'version' | 'modifiedBy' | 'modifiedAt'>>;

/**
 * Writes a change of a locked job: who changed it and when, the next version, and the audit row
 * with the job as it was and as it is.
 */
export const writeJobChange = async (
  tx: Tx,
  visibility: Visibility,
  actor: Actor,
  job: VisibleJob,
  action: string,
  columns: JobColumns,
) => {
  const [before] = await tx.select().from(jobPostings).where(eq(jobPostings.id, job.id));
  const [after] = await tx
    .update(jobPostings)
    .set({ ...columns, modifiedBy: actor.userId, modifiedAt: sql`now()`, version: sql`${jobPostings.version} + 1` })
    .where(eq(jobPostings.id, job.id))
    .returning();
  if (!after) throw new Error(`Updating job ${job.id} returned no row`);
  await writeAudit(tx, {
    networkId: visibility.networkId,
    actorId: actor.userId,
    entity: JOB_AUDIT_ENTITY,
    entityId: job.id,
    action,
    before,
    after,
    onBehalfOf: actor.onBehalfOf,
  });
  return after;
};
