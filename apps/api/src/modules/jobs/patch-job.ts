import type { PatchJobRequest, PatchJobResponse } from '@portal/domain/api/jobs';
import type { JobPostingStatus } from '@portal/domain/deals/statuses';
import { closedJobStatus, OPEN_JOB_STATUSES, type JobActions, type OpenJobStatus } from '@portal/domain/jobs/job-rules';
import type { z } from 'zod';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { conflict, forbidden } from '../../http-errors';
import type { Actor } from '../../context/actor';
import { findVisibleJob } from './find-job';
import { checkVersion, statusColumns } from './job-change-checks';
import { actionsOnJob } from './job-actions';
import { writeJobChange } from './job-change-write';
import { notifyJobEvent, type JobNotificationType } from './job-notifications';

type ValidPatchJobRequest = z.output<typeof PatchJobRequest>;

interface JobPatch<R extends ValidPatchJobRequest> {
  /** The audit action. */
  action: string;
  /** Statuses the patch applies to; from any other it answers 409 with `refusal`. */
  from: readonly OpenJobStatus[];
  refusal: (status: string) => string;
  permitted: (actions: JobActions) => boolean;
  changes: (status: OpenJobStatus, request: R) => { postingStatus: JobPostingStatus; openPositions?: number; closeReasonId?: number };
  /** Who hears of it: the job's creator learns the verdict on the job they asked for. */
  notifyCreator?: JobNotificationType;
}

/** PATCH Jobs by requested status: close (or cancel one never active) with a reason, or decline one waiting for its approver. */
const PATCHES: { [S in ValidPatchJobRequest['status']]: JobPatch<Extract<ValidPatchJobRequest, { status: S }>> } = {
  Closed: {
    action: 'close',
    from: OPEN_JOB_STATUSES,
    refusal: (status) => `This job can no longer be closed; it is ${status}.`,
    permitted: (actions) => actions.close,
    changes: (status, request) => ({
      postingStatus: closedJobStatus(status),
      openPositions: 0,
      closeReasonId: request.reasonId,
    }),
  },
  Declined: {
    action: 'decline',
    from: ['Pending Approval'],
    refusal: (status) => `Only a job waiting for approval can be declined; this one is ${status}.`,
    permitted: (actions) => actions.decline,
    changes: () => ({ postingStatus: 'Declined' }),
    notifyCreator: 'JobDeclined',
  },
};

/**
 * PATCH /api/v2/Jobs: closes or declines the job at the version the user saw, with the job locked so
 * a concurrent edit or close waits and then finds the version moved on.
 */
export const closeOrDeclineJob = async (
  tx: Tx,
  visibility: Visibility,
  actor: Actor,
  request: ValidPatchJobRequest,
): Promise<PatchJobResponse> => {
  const patch = PATCHES[request.status] as JobPatch<ValidPatchJobRequest>;
  const job = await findVisibleJob(tx, visibility, request.jobId, true);
  checkVersion(job, request.version);
  const status = patch.from.find((allowed) => allowed === job.postingStatus);
  if (!status) throw conflict(patch.refusal(job.postingStatus));
  const { actions } = await actionsOnJob(tx, visibility, actor, job);
  if (!patch.permitted(actions)) throw forbidden();

  const { postingStatus, ...columns } = patch.changes(status, request);
  const after = await writeJobChange(tx, visibility, actor, job, patch.action, { ...columns, ...statusColumns(postingStatus) });
  if (patch.notifyCreator) {
    await notifyJobEvent(tx, {
      networkId: visibility.networkId,
      jobId: job.id,
      type: patch.notifyCreator,
      recipientIds: [job.createdBy],
      actorId: actor.userId,
    });
  }

  return {
    job: {
      jobId: job.id,
      status: postingStatus,
      openPositions: after.openPositions,
      startDate: after.startDate,
      modifiedOn: after.modifiedAt.toISOString(),
      version: after.version,
    },
  };
};
