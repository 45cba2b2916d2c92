import { eq } from 'drizzle-orm';
import type { DecideResponse, JobDecisionRequest } from '@portal/domain/api/decisions';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Visibility } from '../../context/visibility';
import { jobPostings } from '../../db/schema/jobs';
import { jobReasons } from '../../db/schema/reference';
import type { Tx } from '../../db/tenant';
import { conflict } from '../../http-errors';
import type { Actor } from '../../context/actor';
import { findVisibleJob } from './find-job';
import { checkVersion } from './job-change-checks';
import { closeOrDeclineJob } from './patch-job';
import { editJob } from './update-job';

type ValidRequest = z.output<typeof JobDecisionRequest>;

/** The edit drawer's fields as the job reads now: approving from the queue approves the job as it stands. */
const formAsItStands = async (tx: Tx, jobId: string) => {
  const [row] = await tx
    .select({
      unitId: jobPostings.unitId,
      jobTitleId: jobPostings.titleId,
      shiftId: jobPostings.shiftId,
      shiftLengthId: jobPostings.shiftLengthId,
      reasonRequest: jobReasons.name,
      availablePositions: jobPostings.availablePositions,
      duration: jobPostings.durationWeeks,
      startDate: jobPostings.startDate,
      notes: jobPostings.notes,
    })
    .from(jobPostings)
    .innerJoin(jobReasons, eq(jobReasons.id, jobPostings.reasonId))
    .where(eq(jobPostings.id, jobId));
  if (!row) throw new Error(`Job ${jobId} vanished while locked`);
  return { ...row, notes: row.notes ?? '' };
};

/**
 * A job waiting for its approver, decided from My decisions through the job page's own code: a
 * decline is PATCH Jobs' decline; an approval is UpdateJob (the edit drawer's Approve) with the
 * fields as they stand, so the same version check, privileges, status rule, audit and notification
 * apply. The job is locked first, so the fields read are those of the version checked.
 */
export const decideWaitingJob = async (
  tx: Tx,
  visibility: Visibility,
  actor: Actor,
  request: ValidRequest,
  log: FastifyBaseLogger,
): Promise<DecideResponse> => {
  if (request.decision === 'decline') {
    const { job } = await closeOrDeclineJob(tx, visibility, actor, { jobId: request.jobId, version: request.version, status: 'Declined' });
    return { kind: 'job', id: job.jobId, status: job.status, version: job.version };
  }
  const job = await findVisibleJob(tx, visibility, request.jobId, true);
  checkVersion(job, request.version);
  if (job.postingStatus !== 'Pending Approval') {
    throw conflict(`Only a job waiting for approval can be approved; this one is ${job.postingStatus}.`);
  }
  const form = await formAsItStands(tx, job.id);
  const edited = await editJob(tx, visibility, actor, { jobId: job.id, version: job.version, ...form }, log);
  return { kind: 'job', id: edited.jobId, status: edited.postingStatus, version: edited.version };
};
