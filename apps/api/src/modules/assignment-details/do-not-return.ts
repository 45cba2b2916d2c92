import { eq, sql } from 'drizzle-orm';
import type { AssignmentEvaluation, ConfirmDoNotReturnRequest, LiftDoNotReturnRequest } from '@portal/domain/api/evaluations';
import {
  DO_NOT_RETURN_NOT_CONFIRMED,
  DO_NOT_RETURN_NOT_WAITING,
  EVALUATION_CHANGED_MEANWHILE,
  NETWORK_SCOPE_ONLY_CLIENT_ADMIN,
  NOT_DO_NOT_RETURN,
} from '@portal/domain/evaluations/evaluation-rules';
import type { z } from 'zod';
import type { Actor } from '../../context/actor';
import type { Visibility } from '../../context/visibility';
import { writeAudit } from '../../db/audit';
import { clinicians } from '../../db/schema/deals';
import { clinicianEvaluations } from '../../db/schema/evaluations';
import type { Tx } from '../../db/tenant';
import { conflict, forbidden } from '../../http-errors';
import { recordIntegrationEvent } from '../../lib/record-integration-event';
import { assignmentEvaluationOf, evaluationOf, type EvaluationRow } from './evaluation-query';
import { findVisibleAssignment, type VisibleAssignment } from './find-assignment';

/** The locked evaluation of a visible assignment, when it answers 'Do not return' and is at the version the admin saw. */
const lockedDoNotReturn = async (tx: Tx, visibility: Visibility, dealId: string, version: number) => {
  const deal = await findVisibleAssignment(tx, visibility, dealId, true);
  const row = await evaluationOf(tx, deal.id, true);
  if (!row?.doNotReturnStatus) throw conflict(NOT_DO_NOT_RETURN);
  if (row.version !== version) throw conflict(EVALUATION_CHANGED_MEANWHILE);
  return { deal, row };
};

const externalIdOf = async (tx: Tx, clinicianId: string) => {
  const [clinician] = await tx.select({ externalId: clinicians.externalId }).from(clinicians).where(eq(clinicians.id, clinicianId));
  return clinician?.externalId ?? null;
};

/** Where the do-not-return applies, as the provider must apply it: the hospital and unit ids its scope keeps. */
const scopeData = (deal: VisibleAssignment, row: EvaluationRow) => ({
  scope: row.doNotReturnScope,
  hospitalId: row.doNotReturnScope === 'network' ? null : deal.hospitalId,
  unitId: row.doNotReturnScope === 'unit' ? deal.unitId : null,
});

/**
 * ConfirmDoNotReturn: an admin makes an evaluation's 'Do not return' effective for the unit, the
 * hospital or (an admin who sees every hospital only) the whole network; audited and offered to the
 * provider's event feed in the same transaction.
 */
export const confirmEvaluationDoNotReturn = async (
  tx: Tx,
  visibility: Visibility,
  actor: Actor,
  dealId: string,
  request: z.output<typeof ConfirmDoNotReturnRequest>,
): Promise<AssignmentEvaluation> => {
  const { deal, row: before } = await lockedDoNotReturn(tx, visibility, dealId, request.version);
  if (before.doNotReturnStatus !== 'Awaiting confirmation') throw conflict(DO_NOT_RETURN_NOT_WAITING);
  if (request.scope === 'network' && !visibility.seesEveryHospital) throw forbidden(NETWORK_SCOPE_ONLY_CLIENT_ADMIN);
  const [row] = await tx
    .update(clinicianEvaluations)
    .set({
      doNotReturnStatus: 'Confirmed',
      doNotReturnScope: request.scope,
      confirmedBy: actor.userId,
      confirmedByName: actor.name,
      confirmedAt: sql`now()`,
      version: sql`${clinicianEvaluations.version} + 1`,
    })
    .where(eq(clinicianEvaluations.id, before.id))
    .returning();
  if (!row) throw new Error(`Evaluation ${before.id} vanished while locked`);
  await writeAudit(tx, {
    networkId: visibility.networkId,
    actorId: actor.userId,
    entity: 'deal',
    entityId: deal.id,
    action: 'do_not_return_confirm',
    before: { doNotReturnStatus: before.doNotReturnStatus, version: before.version },
    after: { doNotReturnStatus: row.doNotReturnStatus, doNotReturnScope: row.doNotReturnScope, version: row.version },
  });
  await recordIntegrationEvent(tx, {
    networkId: visibility.networkId,
    type: 'ClinicianDoNotReturn',
    entity: 'deal',
    entityId: deal.id,
    data: {
      dealId: deal.id,
      clinicianId: deal.clinicianId,
      externalClinicianId: await externalIdOf(tx, deal.clinicianId),
      ...scopeData(deal, row),
      reason: row.doNotReturnReason,
      details: row.doNotReturnDetails,
    },
  });
  return assignmentEvaluationOf(deal, row, actor);
};

/** LiftDoNotReturn: an admin ends a confirmed do-not-return, with a reason; audited and offered to the provider. */
export const liftEvaluationDoNotReturn = async (
  tx: Tx,
  visibility: Visibility,
  actor: Actor,
  dealId: string,
  request: z.output<typeof LiftDoNotReturnRequest>,
): Promise<AssignmentEvaluation> => {
  const { deal, row: before } = await lockedDoNotReturn(tx, visibility, dealId, request.version);
  if (before.doNotReturnStatus !== 'Confirmed') throw conflict(DO_NOT_RETURN_NOT_CONFIRMED);
  const [row] = await tx
    .update(clinicianEvaluations)
    .set({
      doNotReturnStatus: 'Lifted',
      liftedBy: actor.userId,
      liftedByName: actor.name,
      liftedAt: sql`now()`,
      liftReason: request.reason,
      version: sql`${clinicianEvaluations.version} + 1`,
    })
    .where(eq(clinicianEvaluations.id, before.id))
    .returning();
  if (!row) throw new Error(`Evaluation ${before.id} vanished while locked`);
  await writeAudit(tx, {
    networkId: visibility.networkId,
    actorId: actor.userId,
    entity: 'deal',
    entityId: deal.id,
    action: 'do_not_return_lift',
    before: { doNotReturnStatus: before.doNotReturnStatus, version: before.version },
    after: { doNotReturnStatus: row.doNotReturnStatus, liftReason: row.liftReason, version: row.version },
  });
  await recordIntegrationEvent(tx, {
    networkId: visibility.networkId,
    type: 'DoNotReturnLifted',
    entity: 'deal',
    entityId: deal.id,
    data: {
      dealId: deal.id,
      clinicianId: deal.clinicianId,
      externalClinicianId: await externalIdOf(tx, deal.clinicianId),
      ...scopeData(deal, row),
      reason: row.liftReason,
    },
  });
  return assignmentEvaluationOf(deal, row, actor);
};
