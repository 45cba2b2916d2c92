import { eq } from 'drizzle-orm';
import { can } from '@portal/domain/access/access-rule';
import type { AssignmentEvaluation, Evaluation } from '@portal/domain/api/evaluations';
import {
  EVALUATED_STATUSES,
  EVALUATION_EDITABLE_DAYS,
  evaluationDueOn,
  evaluationWindow,
  isEvaluationEditable,
  isEvaluationOpen,
} from '@portal/domain/evaluations/evaluation-rules';
import type { Actor } from '../../context/actor';
import { clinicianEvaluations } from '../../db/schema/evaluations';
import type { Tx } from '../../db/tenant';
import type { VisibleAssignment } from './find-assignment';

export type EvaluationRow = typeof clinicianEvaluations.$inferSelect;

const DAY_MS = 86_400_000;
const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** The assignment's evaluation row, locked when a change will follow. */
export const evaluationOf = async (tx: Tx, dealId: string, lock = false): Promise<EvaluationRow | undefined> => {
  const query = tx.select().from(clinicianEvaluations).where(eq(clinicianEvaluations.dealId, dealId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
};

export const isEvaluatedStatus = (status: string): boolean => (EVALUATED_STATUSES as readonly string[]).includes(status);

const evaluationOut = (row: EvaluationRow): Evaluation => ({
  id: row.id,
  version: row.version,
  clinicalSkills: row.clinicalSkills,
  reliability: row.reliability,
  teamwork: row.teamwork,
  comment: row.comment,
  rehire: row.rehire,
  doNotReturnReason: row.doNotReturnReason,
  doNotReturnDetails: row.doNotReturnDetails,
  author: row.authorName,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  editableUntil: new Date(row.createdAt.getTime() + EVALUATION_EDITABLE_DAYS * DAY_MS).toISOString(),
  doNotReturn: row.doNotReturnStatus
    ? {
        status: row.doNotReturnStatus,
        scope: row.doNotReturnScope,
        confirmedBy: row.confirmedByName,
        confirmedAt: iso(row.confirmedAt),
        liftedBy: row.liftedByName,
        liftedAt: iso(row.liftedAt),
        liftReason: row.liftReason,
      }
    : null,
});

/** Whether the actor may change the evaluation now: its author, within the days allowed, before an admin decided its Do not return. */
export const mayEdit = (row: EvaluationRow, actor: Actor, now: Date): boolean =>
  row.authorId === actor.userId &&
  can(actor.access, 'EvaluateClinicians') &&
  isEvaluationEditable(row.createdAt, now) &&
  (row.doNotReturnStatus === null || row.doNotReturnStatus === 'Awaiting confirmation');

/** The evaluation panel's answer for a visible assignment, with the actions the server would allow the actor now. */
export const assignmentEvaluationOf = (deal: VisibleAssignment, row: EvaluationRow | undefined, actor: Actor, now = new Date()): AssignmentEvaluation => {
  const open = isEvaluationOpen(deal.endDate, now.toISOString().slice(0, 10)) && isEvaluatedStatus(deal.status);
  const confirmer = can(actor.access, 'ConfirmDoNotReturn');
  return {
    dealId: deal.id,
    ...evaluationWindow(deal.endDate),
    dueOn: evaluationDueOn(deal.endDate),
    open,
    evaluation: row ? evaluationOut(row) : null,
    actions: {
      evaluate: !row && open && can(actor.access, 'EvaluateClinicians'),
      edit: row ? mayEdit(row, actor, now) : false,
      confirmDoNotReturn: confirmer && row?.doNotReturnStatus === 'Awaiting confirmation',
      liftDoNotReturn: confirmer && row?.doNotReturnStatus === 'Confirmed',
    },
  };
};
