import type { FastifyBaseLogger } from 'fastify';
import type { JobChangeResponse, UpdateJobRequest } from '@portal/domain/api/jobs';
import type { FlagKey } from '@portal/domain/access/feature-flags';
import { JOB_UPDATED } from '@portal/domain/jobs/job-messages';
import { editedJobStatus, isOpenJobStatus, openPositionsAfter } from '@portal/domain/jobs/job-rules';
import type { z } from 'zod';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { conflict, forbidden } from '../../http-errors';
import type { Actor } from '../../context/actor';
import { findVisibleJob, type VisibleJob } from './find-job';
import {
  checkJobReferences,
  checkStartNotBeforeToday,
  checkVersion,
  jobFieldColumns,
  statusColumns,
} from './job-change-checks';
import { actionsOnJob } from './job-actions';
import { writeJobChange } from './job-change-write';
import { notifyJobEvent } from './job-notifications';

type ValidUpdateJobRequest = z.output<typeof UpdateJobRequest>;

interface FlaggedChange {
  flag: FlagKey;
  changed: (job: VisibleJob, request: ValidUpdateJobRequest) => boolean;
  message: string;
}

/** Fields an edit may change only while their feature flag is on. */
const FLAGGED_CHANGES: readonly FlaggedChange[] = [
  {
    flag: 'editJobStartDate',
    changed: (job, request) => request.startDate !== job.startDate,
    message: 'Changing the start date of a job is not enabled for your hospital network.',
  },
  {
    flag: 'editNumberOfPositions',
    changed: (job, request) => request.availablePositions !== job.availablePositions,
    message: 'Changing the number of positions of a job is not enabled for your hospital network.',
  },
];

/** State first (409: the page is out of date), then who may edit (403), then the form's rules (400). */
const checkEditAllowed = async (tx: Tx, visibility: Visibility, actor: Actor, job: VisibleJob, request: ValidUpdateJobRequest) => {
  checkVersion(job, request.version);
  if (!isOpenJobStatus(job.postingStatus)) throw conflict(`This job can no longer be edited; it is ${job.postingStatus}.`);
  const { actions, hasApprovers } = await actionsOnJob(tx, visibility, actor, job);
  if (!actions.edit) throw forbidden();
  for (const rule of FLAGGED_CHANGES) {
    if (rule.changed(job, request) && !actor.access.flags[rule.flag]) throw forbidden(rule.message);
  }
  const { reasonId } = await checkJobReferences(tx, visibility.networkId, job.hospitalId, request);
  // A start date that has passed may stay as it is; only a new one must not be in the past.
  if (request.startDate !== job.startDate) checkStartNotBeforeToday(request.startDate);
  return { reasonId, hasApprovers };
};

/**
 * UpdateJob: the edit drawer's Approve. The job is locked and must still be at the version the user
 * saw; its status follows SPEC.md §4 (approved when it has designated approvers, back to the
 * provider's review otherwise, Filled when no position stays open). Approving a job that waited for
 * its approver tells the job's creator.
 */
export const editJob = async (
  tx: Tx,
  visibility: Visibility,
  actor: Actor,
  request: ValidUpdateJobRequest,
  log: FastifyBaseLogger,
): Promise<JobChangeResponse> => {
  const job = await findVisibleJob(tx, visibility, request.jobId, true);
  const { reasonId, hasApprovers } = await checkEditAllowed(tx, visibility, actor, job, request);

  const filled = job.availablePositions - job.openPositions;
  if (request.availablePositions < filled) {
    log.warn({ jobId: job.id, availablePositions: request.availablePositions, filled }, 'Job positions set below the filled positions');
  }
  const openPositions = openPositionsAfter(job, request.availablePositions);
  const postingStatus = editedJobStatus(hasApprovers, openPositions);

  const after = await writeJobChange(tx, visibility, actor, job, 'update', {
    ...jobFieldColumns(request, reasonId),
    ...statusColumns(postingStatus),
    openPositions,
  });
  if (job.postingStatus === 'Pending Approval' && postingStatus === 'Active') {
    await notifyJobEvent(tx, {
      networkId: visibility.networkId,
      jobId: job.id,
      type: 'JobApproved',
      recipientIds: [job.createdBy],
      actorId: actor.userId,
    });
  }

  return {
    response: JOB_UPDATED,
    jobId: job.id,
    externalId: job.externalId,
    postingStatus,
    openPositions,
    version: after.version,
  };
};
