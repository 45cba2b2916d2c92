import { eq, sql } from 'drizzle-orm';
import type { EvaluationRequest, EvaluationUpdateRequest } from '@portal/domain/api/evaluations';
import { AssignmentEvaluation, addAssignmentEvaluation } from '@portal/domain/api/evaluations';
import {
  DO_NOT_RETURN,
  EVALUATION_ALREADY_WRITTEN,
  EVALUATION_CHANGED_MEANWHILE,
  EVALUATION_EDITABLE_DAYS,
  EVALUATION_NOT_FOR_STATUS,
  EVALUATION_ONLY_AUTHOR,
  evaluationEditClosedMessage,
  evaluationWindow,
  evaluationWindowMessage,
  isEvaluationEditable,
  isEvaluationOpen,
} from '@portal/domain/evaluations/evaluation-rules';
import type { z } from 'zod';
import type { Actor } from '../../context/actor';
import type { Visibility } from '../../context/visibility';
import { writeAudit } from '../../db/audit';
import { clinicians } from '../../db/schema/deals';
import { clinicianEvaluations } from '../../db/schema/evaluations';
import type { Tx } from '../../db/tenant';
import { conflict, forbidden, notFound } from '../../http-errors';
import { idempotentCall, withIdempotency } from '../../lib/idempotency-key';
import { recordIntegrationEvent } from '../../lib/record-integration-event';
import { displayDate } from './calendar-days';
import { assignmentEvaluationOf, evaluationOf, isEvaluatedStatus, type EvaluationRow } from './evaluation-query';
import { findVisibleAssignment, type VisibleAssignment } from './find-assignment';

type ValidEvaluation = z.output<typeof EvaluationRequest>;
type ValidUpdate = z.output<typeof EvaluationUpdateRequest>;

/** The answer's columns: a reason and what happened only with 'Do not return', which then waits for an admin. */
const answerColumns = (request: ValidEvaluation) => {
  const doNotReturn = request.rehire === DO_NOT_RETURN;
  return {
    clinicalSkills: request.clinicalSkills,
    reliability: request.reliability,
    teamwork: request.teamwork,
    comment: request.comment ? request.comment : null,
    rehire: request.rehire,
    doNotReturnReason: doNotReturn ? (request.doNotReturnReason ?? null) : null,
    doNotReturnDetails: doNotReturn ? (request.doNotReturnDetails ?? null) : null,
    doNotReturnStatus: doNotReturn ? ('Awaiting confirmation' as const) : null,
  };
};

/** What a History panel shows of an evaluation (docs/decisions/0133-clinician-evaluation.md). */
const audited = (row: Pick<EvaluationRow, 'clinicalSkills' | 'reliability' | 'teamwork' | 'comment' | 'rehire' | 'doNotReturnReason' | 'doNotReturnDetails' | 'version'>) => ({
  clinicalSkills: row.clinicalSkills,
  reliability: row.reliability,
  teamwork: row.teamwork,
  comment: row.comment,
  rehire: row.rehire,
  doNotReturnReason: row.doNotReturnReason,
  doNotReturnDetails: row.doNotReturnDetails,
  version: row.version,
});

/** The provider hears when a hospital wants a clinician back, once per time the answer becomes Preferred. */
const tellPreferred = async (tx: Tx, visibility: Visibility, deal: VisibleAssignment, row: EvaluationRow) => {
  const [clinician] = await tx.select({ externalId: clinicians.externalId }).from(clinicians).where(eq(clinicians.id, deal.clinicianId));
  await recordIntegrationEvent(tx, {
    networkId: visibility.networkId,
    type: 'ClinicianPreferred',
    entity: 'deal',
    entityId: deal.id,
    data: {
      dealId: deal.id,
      clinicianId: deal.clinicianId,
      externalClinicianId: clinician?.externalId ?? null,
      hospitalId: deal.hospitalId,
      unitId: deal.unitId,
      clinicalSkills: row.clinicalSkills,
      reliability: row.reliability,
      teamwork: row.teamwork,
    },
  });
};

const insertEvaluation = async (tx: Tx, visibility: Visibility, actor: Actor, deal: VisibleAssignment, request: ValidEvaluation) => {
  if (await evaluationOf(tx, deal.id)) throw conflict(EVALUATION_ALREADY_WRITTEN);
  if (!isEvaluatedStatus(deal.status)) throw conflict(EVALUATION_NOT_FOR_STATUS);
  const now = new Date();
  if (!isEvaluationOpen(deal.endDate, now.toISOString().slice(0, 10))) {
    const window = evaluationWindow(deal.endDate);
    throw conflict(evaluationWindowMessage(displayDate(window.opensOn), displayDate(window.closesOn)));
  }
  const [row] = await tx
    .insert(clinicianEvaluations)
    .values({
      networkId: visibility.networkId,
      dealId: deal.id,
      clinicianId: deal.clinicianId,
      hospitalId: deal.hospitalId,
      unitId: deal.unitId,
      authorId: actor.userId,
      authorName: actor.name,
      ...answerColumns(request),
    })
    .returning();
  if (!row) throw new Error('Inserting an evaluation returned no row');
  await writeAudit(tx, { networkId: visibility.networkId, actorId: actor.userId, entity: 'deal', entityId: deal.id, action: 'evaluation_create', after: audited(row) });
  if (row.rehire === 'Preferred') await tellPreferred(tx, visibility, deal, row);
  return assignmentEvaluationOf(deal, row, actor, now);
};

const replay = (earlier: unknown, dealId: string) => {
  const answer = AssignmentEvaluation.parse(earlier);
  if (answer.dealId !== dealId) throw conflict('This Idempotency-Key was already used for another assignment.');
  return answer;
};

/**
 * AddAssignmentEvaluation: the one evaluation of a visible assignment, inside its window, with the
 * deal row locked so two submits write one (a repeat with the same Idempotency-Key replays the
 * first answer, another gets 409).
 */
export const addEvaluation = async (
  tx: Tx,
  visibility: Visibility,
  actor: Actor,
  dealId: string,
  request: ValidEvaluation,
  idempotencyKey: string | undefined,
): Promise<AssignmentEvaluation> => {
  const deal = await findVisibleAssignment(tx, visibility, dealId, true);
  const call = idempotentCall(addAssignmentEvaluation, actor, idempotencyKey);
  const { answer } = await withIdempotency(
    tx,
    call,
    async () => ({ answer: await insertEvaluation(tx, visibility, actor, deal, request) }),
    (earlier) => replay(earlier, deal.id),
  );
  return answer;
};

/** Why the actor may not change the evaluation now, checked in the order a user can act on. */
const checkEditable = (row: EvaluationRow, actor: Actor, version: number, now: Date) => {
  if (row.authorId !== actor.userId) throw forbidden(EVALUATION_ONLY_AUTHOR);
  if (row.version !== version) throw conflict(EVALUATION_CHANGED_MEANWHILE);
  if (!isEvaluationEditable(row.createdAt, now)) throw conflict(evaluationEditClosedMessage(EVALUATION_EDITABLE_DAYS));
  if (row.doNotReturnStatus === 'Confirmed' || row.doNotReturnStatus === 'Lifted') {
    throw conflict('An admin has decided on this Do not return, so the evaluation can no longer be changed.');
  }
};

/** UpdateAssignmentEvaluation: its author changes it within the days allowed, the row locked and its version checked. */
export const updateEvaluation = async (
  tx: Tx,
  visibility: Visibility,
  actor: Actor,
  dealId: string,
  request: ValidUpdate,
): Promise<AssignmentEvaluation> => {
  const deal = await findVisibleAssignment(tx, visibility, dealId, true);
  const before = await evaluationOf(tx, deal.id, true);
  if (!before) throw notFound('This assignment has no evaluation yet.');
  const now = new Date();
  checkEditable(before, actor, request.version, now);
  const [row] = await tx
    .update(clinicianEvaluations)
    .set({ ...answerColumns(request), updatedAt: now, version: sql`${clinicianEvaluations.version} + 1` })
    .where(eq(clinicianEvaluations.id, before.id))
    .returning();
  if (!row) throw new Error(`Evaluation ${before.id} vanished while locked`);
  await writeAudit(tx, {
    networkId: visibility.networkId,
    actorId: actor.userId,
    entity: 'deal',
    entityId: deal.id,
    action: 'evaluation_update',
    before: audited(before),
    after: audited(row),
  });
  if (row.rehire === 'Preferred' && before.rehire !== 'Preferred') await tellPreferred(tx, visibility, deal, row);
  return assignmentEvaluationOf(deal, row, actor, now);
};
