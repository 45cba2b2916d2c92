import { and, eq } from 'drizzle-orm';
import { addJob, JobChangeResponse, type AddJobRequest } from '@portal/domain/api/jobs';
import { JOB_CREATED } from '@portal/domain/jobs/job-messages';
import { newJobStatus } from '@portal/domain/jobs/job-rules';
import { REPLACEMENT_OTHER_HOSPITAL } from '@portal/domain/jobs/replacement-rules';
import type { z } from 'zod';
import type { Visibility } from '../../context/visibility';
import { writeAudit } from '../../db/audit';
import { jobApprovers, jobPostings } from '../../db/schema/jobs';
import { hospitals } from '../../db/schema/tenancy';
import type { Tx } from '../../db/tenant';
import { badRequest, notFound } from '../../http-errors';
import { idempotentCall, withIdempotency } from '../../lib/idempotency-key';
import { lockReplaceableAssignment } from '../../lib/replacement-state';
import { checkJobReferences, checkStartNotBeforeToday, JOB_AUDIT_ENTITY, jobFieldColumns, statusColumns } from './job-change-checks';
import { lockJobNumbering, nextJobNumber } from './job-change-number';
import { HOSPITAL_NOT_FOUND, loadHospitalApprovers } from './job-form-options';
import { notifyJobEvent } from './job-notifications';
import { recordReplacement } from './job-replacement';

type ValidAddJobRequest = z.output<typeof AddJobRequest>;

export const CHOOSE_APPROVER = 'Choose an approver.';
export const SELF_APPROVER = 'You cannot designate yourself as the approver.';
const TWO_STAGES = 2;

const findVisibleHospital = async (tx: Tx, visibility: Visibility, hospitalId: string) => {
  const [hospital] = visibility.hospitalIds.includes(hospitalId)
    ? await tx
        .select({ id: hospitals.id, approvalStages: hospitals.approvalStages })
        .from(hospitals)
        .where(and(eq(hospitals.id, hospitalId), eq(hospitals.networkId, visibility.networkId)))
    : [];
  if (!hospital) throw notFound(HOSPITAL_NOT_FOUND);
  return hospital;
};

/**
 * SPEC.md §5: approvers are picked only at a two-stage hospital, and there one is required as soon
 * as the hospital has any other than the creator. A one-stage hospital's job has nobody to wait
 * for, so approvers sent for one are refused rather than silently dropped.
 */
const checkApprovers = async (
  tx: Tx,
  visibility: Visibility,
  actorId: string,
  hospital: { id: string; approvalStages: number },
  approverIds: string[],
) => {
  if (hospital.approvalStages !== TWO_STAGES) {
    if (approverIds.length > 0) throw badRequest('Approvers are chosen only for hospitals with two approval stages.');
    return;
  }
  if (approverIds.includes(actorId)) throw badRequest(SELF_APPROVER);
  const eligible = new Set((await loadHospitalApprovers(tx, visibility, hospital.id, actorId)).map((approver) => approver.userId));
  if (eligible.size > 0 && approverIds.length === 0) throw badRequest(CHOOSE_APPROVER);
  if (approverIds.some((id) => !eligible.has(id))) {
    throw badRequest('Each approver must be an active job approver who sees this hospital.');
  }
};

/** The job itself, once its key (if any) is known to be new: checked, numbered, stored, audited, its approvers told. */
const insertJob = async (
  tx: Tx,
  visibility: Visibility,
  actorId: string,
  request: ValidAddJobRequest,
  hospital: { id: string; approvalStages: number },
): Promise<JobChangeResponse> => {
  const { reasonId } = await checkJobReferences(tx, visibility.networkId, hospital.id, request);
  checkStartNotBeforeToday(request.startDate);
  const approverIds = [...new Set(request.approverIds)];
  await checkApprovers(tx, visibility, actorId, hospital, approverIds);
  const replaces = request.replacesAssignmentId;
  if (replaces) {
    const replaced = await lockReplaceableAssignment(tx, visibility, replaces);
    if (replaced.hospitalId !== hospital.id) throw badRequest(REPLACEMENT_OTHER_HOSPITAL);
  }
  const postingStatus = newJobStatus(hospital.approvalStages);

  await lockJobNumbering(tx, visibility.networkId);
  const [created] = await tx
    .insert(jobPostings)
    .values({
      networkId: visibility.networkId,
      externalId: await nextJobNumber(tx, visibility.networkId),
      hospitalId: hospital.id,
      ...jobFieldColumns(request, reasonId),
      ...statusColumns(postingStatus),
      jobType: 'Travel',
      openPositions: request.availablePositions,
      createdBy: actorId,
      modifiedBy: actorId,
    })
    .returning();
  if (!created) throw new Error('Inserting a job posting returned no row');
  if (approverIds.length > 0) {
    await tx.insert(jobApprovers).values(approverIds.map((userId) => ({ networkId: visibility.networkId, jobId: created.id, userId })));
  }
  await writeAudit(tx, {
    networkId: visibility.networkId,
    actorId,
    entity: JOB_AUDIT_ENTITY,
    entityId: created.id,
    action: 'create',
    after: { ...created, approverIds, replacesAssignmentId: replaces ?? null },
  });
  if (replaces) await recordReplacement(tx, visibility.networkId, actorId, replaces, created);
  await notifyJobEvent(tx, {
    networkId: visibility.networkId,
    jobId: created.id,
    type: 'JobApproverDesignated',
    recipientIds: approverIds,
    actorId,
  });

  return {
    response: JOB_CREATED,
    jobId: created.id,
    externalId: created.externalId,
    postingStatus,
    openPositions: created.openPositions,
    version: created.version,
  };
};

/**
 * AddJob: creates a job posting at a visible hospital, waiting for the provider's review or for its
 * designated approvers (who are notified). Numbering is serialised per network, and a repeat with
 * the same Idempotency-Key answers the first job instead of creating a second.
 */
export const createJob = async (
  tx: Tx,
  visibility: Visibility,
  actorId: string,
  request: ValidAddJobRequest,
  idempotencyKey: string | undefined,
): Promise<JobChangeResponse> => {
  const hospital = await findVisibleHospital(tx, visibility, request.hospitalId);
  const call = idempotentCall(addJob, { networkId: visibility.networkId, userId: actorId }, idempotencyKey);
  const { answer } = await withIdempotency(tx, call, async () => ({ answer: await insertJob(tx, visibility, actorId, request, hospital) }), JobChangeResponse.parse);
  return answer;
};
