import { and, eq } from 'drizzle-orm';
import { jobActions } from '@portal/domain/jobs/job-rules';
import type { Visibility } from '../../context/visibility';
import { jobApprovers } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';
import { runPrepared } from '../../db/prepared';
import type { Tx } from '../../db/tenant';
import type { Actor } from '../../context/actor';
import type { VisibleJob } from './find-job';

/** A designated approver of a job, and whether they are still marked as a job approver. */
export interface DesignatedApprover {
  userId: string;
  isJobApprover: boolean;
}

/**
 * What the actor may do with the job now, given its designated approvers. A designated approver
 * counts only while still marked as a job approver.
 */
export const actionsGiven = (actor: Actor, job: Pick<VisibleJob, 'postingStatus' | 'createdBy'>, approvers: readonly DesignatedApprover[]) => {
  // A delegate approves as the colleague who delegated: that colleague's designation counts, and
  // neither of them may approve a job of their own.
  const approverId = actor.onBehalfOf?.id ?? actor.userId;
  return jobActions(job.postingStatus, {
    ...actor.access,
    isDesignatedApprover: approvers.some((row) => row.userId === approverId && row.isJobApprover),
    isCreator: job.createdBy === actor.userId || job.createdBy === approverId,
  });
};

/** What the actor may do with the job now, and whether it has designated approvers. */
export const actionsOnJob = async (tx: Tx, visibility: Visibility, actor: Actor, job: VisibleJob) => {
  const rows = await runPrepared(
    'job_approvers_of_job',
    tx
      .select({ userId: jobApprovers.userId, isJobApprover: users.isJobApprover })
      .from(jobApprovers)
      .innerJoin(users, eq(users.id, jobApprovers.userId))
      .where(and(eq(jobApprovers.networkId, visibility.networkId), eq(jobApprovers.jobId, job.id))),
  );
  return { actions: actionsGiven(actor, job, rows), hasApprovers: rows.length > 0 };
};
