import { sql } from 'drizzle-orm';
import { updateCandidate, UpdateCandidateResponse, type UpdateCandidateRequest } from '@portal/domain/api/candidates';
import {
  CANDIDATE_DECIDED_MEANWHILE,
  candidateNotDecidableMessage,
  isDecidable,
  STATUS_AFTER_DECISION,
} from '@portal/domain/candidates/candidate-rules';
import { dealStatusLabel } from '@portal/domain/deals/statuses';
import { doNotReturnOfferRefusal, type DoNotReturnScope } from '@portal/domain/evaluations/evaluation-rules';
import type { z } from 'zod';
import type { Actor } from '../../context/actor';
import type { Visibility } from '../../context/visibility';
import { writeAudit } from '../../db/audit';
import type { Tx } from '../../db/tenant';
import { badRequest, conflict } from '../../http-errors';
import { idempotentCall, withIdempotency } from '../../lib/idempotency-key';
import { firstRow } from '../../lib/sql-helpers';
import { doNotReturnCovers } from './candidate-conditions';
import { candidateGuid, lockVisibleCandidate } from './find-candidate';
import { notifyJobCreator } from './candidate-notifications';
import { CANDIDATE_AUDIT_ENTITY } from './candidate-audit';

type ValidRequest = z.output<typeof UpdateCandidateRequest>;

const declineReasonName = async (tx: Tx, id: number): Promise<string> => {
  const row = firstRow<{ name: string }>(await tx.execute(sql`select name from decline_reasons where id = ${id}`));
  if (!row) throw badRequest(`declineReasonId ${id} is not a decline reason.`);
  return row.name;
};

/**
 * A clinician under a confirmed do-not-return covering this submission's unit or hospital (or the
 * whole network) is not offered (issue 34): 409 with the reason, whichever page or queue offers.
 */
const refuseDoNotReturn = async (tx: Tx, candidate: Awaited<ReturnType<typeof lockVisibleCandidate>>) => {
  const covering = firstRow<{ scope: DoNotReturnScope }>(
    await tx.execute(sql`select e.do_not_return_scope as scope from deals d
      join clinician_evaluations e on e.network_id = d.network_id and e.clinician_id = d.clinician_id
      where d.id = ${candidate.id} and ${doNotReturnCovers} limit 1`),
  );
  if (covering) throw conflict(doNotReturnOfferRefusal(`${candidate.firstName} ${candidate.lastName}`, covering.scope));
};

/** The decision itself, once its key (if any) is known to be new: the version and status checked, then recorded. */
const decide = async (
  tx: Tx,
  visibility: Visibility,
  actor: Actor,
  request: ValidRequest,
  candidate: Awaited<ReturnType<typeof lockVisibleCandidate>>,
): Promise<UpdateCandidateResponse> => {
  if (candidate.version !== request.version) throw conflict(CANDIDATE_DECIDED_MEANWHILE);
  if (!isDecidable(candidate.status)) throw conflict(candidateNotDecidableMessage(dealStatusLabel(candidate.status)));

  if (request.decision === 'offer') await refuseDoNotReturn(tx, candidate);
  const declineReason = request.decision === 'decline' ? await declineReasonName(tx, request.declineReasonId) : null;
  const status = STATUS_AFTER_DECISION[request.decision];
  const channel = request.decision === 'offer' ? request.channel : null;
  const updated = firstRow<{ version: number }>(
    await tx.execute(sql`
      update deals set status = ${status}, decline_reason_id = ${request.decision === 'decline' ? request.declineReasonId : null},
                       offer_channel = ${channel}, decided_at = now(), version = version + 1
      where id = ${candidate.id} returning version`),
  );
  if (!updated) throw new Error(`Candidate ${candidate.id} vanished while locked`);

  await writeAudit(tx, {
    networkId: visibility.networkId,
    actorId: actor.userId,
    entity: CANDIDATE_AUDIT_ENTITY,
    entityId: candidate.id,
    action: request.decision,
    before: { status: candidate.status, version: candidate.version },
    after: { status, version: updated.version, declineReason, channel, actorName: actor.name },
    onBehalfOf: actor.onBehalfOf,
  });
  await notifyJobCreator(tx, {
    networkId: visibility.networkId,
    dealId: candidate.id,
    jobId: candidate.jobId,
    candidateName: `${candidate.firstName} ${candidate.lastName}`,
    decision: request.decision,
    actorId: actor.userId,
  });

  return { dealId: candidate.id, candidateStatus: status, declineReason, version: updated.version };
};

/**
 * UpdateCandidate: extends an offer or declines with a reason, on the candidate the user saw at
 * `version`. The row is locked first, so of two people deciding at once the second waits, then
 * finds the version moved on (409). Only a candidate waiting for a decision (Ready for Review or
 * Pending Review) can be decided. A repeat with the same Idempotency-Key answers the first decision.
 */
export const decideCandidate = async (
  tx: Tx,
  visibility: Visibility,
  actor: Actor,
  request: ValidRequest,
  idempotencyKey: string | undefined,
): Promise<UpdateCandidateResponse> => {
  const candidate = await lockVisibleCandidate(tx, visibility, candidateGuid(request.dealId));
  const call = idempotentCall(updateCandidate, actor, idempotencyKey);
  const { answer } = await withIdempotency(tx, call, async () => ({ answer: await decide(tx, visibility, actor, request, candidate) }), UpdateCandidateResponse.parse);
  return answer;
};
