import { z } from 'zod';
import {
  DO_NOT_RETURN,
  DO_NOT_RETURN_DETAILS_MAX,
  DO_NOT_RETURN_DETAILS_REQUIRED,
  DO_NOT_RETURN_REASON_REQUIRED,
  DO_NOT_RETURN_REASONS,
  DO_NOT_RETURN_SCOPES,
  DO_NOT_RETURN_STATUSES,
  EVALUATION_COMMENT_MAX,
  LIFT_REASON_MAX,
  RATING_MAX,
  RATING_MIN,
  REHIRE_ANSWERS,
} from '../evaluations/evaluation-rules';
import { FIELD_REQUIRED, maxLengthMessage } from '../messages';
import { isoDate } from '../lists/list-request';
import { DealIdParams } from './assignment-details';
import { defineCall } from './call';
import { storableText } from './storable-text';

// Issue 34, not named by SPEC.md §7: the end-of-assignment evaluation on the assignment details
// page, and the admins' confirmation of a 'Do not return' answer
// (docs/decisions/0133-clinician-evaluation.md, 0134-do-not-return-confirmation.md).

const timestamp = z.iso.datetime({ offset: true });
const rating = (label: string) =>
  z
    .number({ message: `${label} must be a rating from ${RATING_MIN} to ${RATING_MAX}` })
    .int(`${label} must be a rating from ${RATING_MIN} to ${RATING_MAX}`)
    .min(RATING_MIN, `${label} must be a rating from ${RATING_MIN} to ${RATING_MAX}`)
    .max(RATING_MAX, `${label} must be a rating from ${RATING_MIN} to ${RATING_MAX}`);

const EvaluationFields = z.object({
  clinicalSkills: rating('clinicalSkills'),
  reliability: rating('reliability'),
  teamwork: rating('teamwork'),
  comment: storableText().trim().max(EVALUATION_COMMENT_MAX, maxLengthMessage(EVALUATION_COMMENT_MAX)).optional(),
  rehire: z.enum(REHIRE_ANSWERS, { message: `rehire must be one of: ${REHIRE_ANSWERS.join(', ')}` }),
  doNotReturnReason: z.enum(DO_NOT_RETURN_REASONS, { message: DO_NOT_RETURN_REASON_REQUIRED }).optional(),
  doNotReturnDetails: storableText().trim().max(DO_NOT_RETURN_DETAILS_MAX, maxLengthMessage(DO_NOT_RETURN_DETAILS_MAX)).optional(),
});

/** 'Do not return' needs its reason and what happened; the other answers carry neither. */
const doNotReturnNeedsReason = (value: z.output<typeof EvaluationFields>, ctx: z.RefinementCtx) => {
  if (value.rehire !== DO_NOT_RETURN) return;
  if (!value.doNotReturnReason) ctx.addIssue({ code: 'custom', path: ['doNotReturnReason'], message: DO_NOT_RETURN_REASON_REQUIRED });
  if (!value.doNotReturnDetails) ctx.addIssue({ code: 'custom', path: ['doNotReturnDetails'], message: DO_NOT_RETURN_DETAILS_REQUIRED });
};

export const EvaluationRequest = EvaluationFields.superRefine(doNotReturnNeedsReason);
export type EvaluationRequest = z.input<typeof EvaluationRequest>;

export const EvaluationUpdateRequest = EvaluationFields.extend({ version: z.number().int().min(1) }).superRefine(doNotReturnNeedsReason);
export type EvaluationUpdateRequest = z.input<typeof EvaluationUpdateRequest>;

export const DoNotReturnState = z.object({
  status: z.enum(DO_NOT_RETURN_STATUSES),
  scope: z.enum(DO_NOT_RETURN_SCOPES).nullable(),
  confirmedBy: z.string().nullable(),
  confirmedAt: timestamp.nullable(),
  liftedBy: z.string().nullable(),
  liftedAt: timestamp.nullable(),
  liftReason: z.string().nullable(),
});
export type DoNotReturnState = z.infer<typeof DoNotReturnState>;

export const Evaluation = z.object({
  id: z.uuid(),
  /** The version a change must carry (409 when someone changed it since). */
  version: z.number().int(),
  clinicalSkills: z.number().int(),
  reliability: z.number().int(),
  teamwork: z.number().int(),
  comment: z.string().nullable(),
  rehire: z.enum(REHIRE_ANSWERS),
  doNotReturnReason: z.enum(DO_NOT_RETURN_REASONS).nullable(),
  doNotReturnDetails: z.string().nullable(),
  author: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Until when its author may change it. */
  editableUntil: timestamp,
  /** The admins' decision on a 'Do not return' answer; null for the other answers. */
  doNotReturn: DoNotReturnState.nullable(),
});
export type Evaluation = z.infer<typeof Evaluation>;

export const AssignmentEvaluation = z.object({
  dealId: z.uuid(),
  /** The days the evaluation may be written, both counted, and the day it is due. */
  opensOn: isoDate,
  closesOn: isoDate,
  dueOn: isoDate,
  /** Whether today falls in the window. */
  open: z.boolean(),
  evaluation: Evaluation.nullable(),
  /** What the caller may do now, as the server would allow it. */
  actions: z.object({ evaluate: z.boolean(), edit: z.boolean(), confirmDoNotReturn: z.boolean(), liftDoNotReturn: z.boolean() }),
});
export type AssignmentEvaluation = z.infer<typeof AssignmentEvaluation>;

/** Whoever opens the assignment's details reads its evaluation (as its History panel). */
const READ_ACCESS = { privileges: ['ViewAssignedDetails'], anyPrivilege: ['ViewAssigned', 'ViewStartStopsPage'] } as const;
const EVALUATE_ACCESS = { privileges: ['ViewAssignedDetails', 'EvaluateClinicians'] } as const;
const CONFIRM_ACCESS = { privileges: ['ViewAssignedDetails', 'ConfirmDoNotReturn'] } as const;

export const getAssignmentEvaluation = defineCall({
  name: 'Assignments/{id}/Evaluation',
  method: 'GET',
  version: 'v2',
  path: 'Assignments/:id/Evaluation',
  summary: "The assignment's end-of-assignment evaluation (or null), the days it may be written and what the caller may do with it.",
  scope: 'tenant',
  access: READ_ACCESS,
  params: DealIdParams,
  response: AssignmentEvaluation,
});

export const addAssignmentEvaluation = defineCall({
  name: 'AddAssignmentEvaluation',
  method: 'POST',
  version: 'v2',
  path: 'Assignments/:id/Evaluation',
  summary:
    'Writes the one evaluation of an assignment, from 14 days before its end until 30 days after: three ratings, a comment and the rehire answer (Do not return with its reason). Honours Idempotency-Key.',
  scope: 'tenant',
  access: EVALUATE_ACCESS,
  params: DealIdParams,
  body: EvaluationRequest,
  response: AssignmentEvaluation,
  successStatus: 201,
});

export const updateAssignmentEvaluation = defineCall({
  name: 'UpdateAssignmentEvaluation',
  method: 'PUT',
  version: 'v2',
  path: 'Assignments/:id/Evaluation',
  summary: "Changes an assignment's evaluation: its author only, for 7 days after writing it, and not once a Do not return was confirmed.",
  scope: 'tenant',
  access: EVALUATE_ACCESS,
  params: DealIdParams,
  body: EvaluationUpdateRequest,
  response: AssignmentEvaluation,
});

export const ConfirmDoNotReturnRequest = z.object({
  version: z.number().int().min(1),
  scope: z.enum(DO_NOT_RETURN_SCOPES, { message: `scope must be one of: ${DO_NOT_RETURN_SCOPES.join(', ')}` }),
});
export type ConfirmDoNotReturnRequest = z.input<typeof ConfirmDoNotReturnRequest>;

export const confirmDoNotReturn = defineCall({
  name: 'ConfirmDoNotReturn',
  method: 'POST',
  version: 'v2',
  path: 'Assignments/:id/Evaluation/DoNotReturn',
  summary:
    "Confirms an evaluation's Do not return for the assignment's unit, its hospital or the whole network (the last only by an admin who sees every hospital); the provider's event feed gets ClinicianDoNotReturn.",
  scope: 'tenant',
  access: CONFIRM_ACCESS,
  params: DealIdParams,
  body: ConfirmDoNotReturnRequest,
  response: AssignmentEvaluation,
});

export const LiftDoNotReturnRequest = z.object({
  version: z.number().int().min(1),
  reason: storableText().trim().min(1, FIELD_REQUIRED).max(LIFT_REASON_MAX, maxLengthMessage(LIFT_REASON_MAX)),
});
export type LiftDoNotReturnRequest = z.input<typeof LiftDoNotReturnRequest>;

export const liftDoNotReturn = defineCall({
  name: 'LiftDoNotReturn',
  method: 'POST',
  version: 'v2',
  path: 'Assignments/:id/Evaluation/DoNotReturn/Lift',
  summary: 'Lifts a confirmed Do not return, with a reason; the provider\'s event feed gets DoNotReturnLifted.',
  scope: 'tenant',
  access: CONFIRM_ACCESS,
  params: DealIdParams,
  body: LiftDoNotReturnRequest,
  response: AssignmentEvaluation,
});

export const EVALUATION_CALLS = [getAssignmentEvaluation, addAssignmentEvaluation, updateAssignmentEvaluation, confirmDoNotReturn, liftDoNotReturn] as const;
