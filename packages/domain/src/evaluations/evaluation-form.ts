import { z } from 'zod';
import type { Evaluation, EvaluationRequest } from '../api/evaluations';
import { FIELD_REQUIRED, maxLengthMessage } from '../messages';
import {
  DO_NOT_RETURN,
  DO_NOT_RETURN_DETAILS_MAX,
  DO_NOT_RETURN_DETAILS_REQUIRED,
  DO_NOT_RETURN_REASON_REQUIRED,
  DO_NOT_RETURN_REASONS,
  EVALUATION_COMMENT_MAX,
  RATING_MAX,
  RATING_MIN,
  REHIRE_ANSWERS,
} from './evaluation-rules';

/** The evaluation drawer's form: the request's rules with the drawer's messages (a rating not chosen is required). */
const rating = z.number().int().min(RATING_MIN, FIELD_REQUIRED).max(RATING_MAX, FIELD_REQUIRED);

export const evaluationFormSchema = z
  .object({
    clinicalSkills: rating,
    reliability: rating,
    teamwork: rating,
    comment: z.string().trim().max(EVALUATION_COMMENT_MAX, maxLengthMessage(EVALUATION_COMMENT_MAX)),
    rehire: z.union([z.enum(REHIRE_ANSWERS), z.literal('')]).refine((value) => value !== '', FIELD_REQUIRED),
    doNotReturnReason: z.string(),
    doNotReturnDetails: z.string().trim().max(DO_NOT_RETURN_DETAILS_MAX, maxLengthMessage(DO_NOT_RETURN_DETAILS_MAX)),
  })
  .superRefine((value, ctx) => {
    if (value.rehire !== DO_NOT_RETURN) return;
    if (!(DO_NOT_RETURN_REASONS as readonly string[]).includes(value.doNotReturnReason)) {
      ctx.addIssue({ code: 'custom', path: ['doNotReturnReason'], message: DO_NOT_RETURN_REASON_REQUIRED });
    }
    if (value.doNotReturnDetails === '') ctx.addIssue({ code: 'custom', path: ['doNotReturnDetails'], message: DO_NOT_RETURN_DETAILS_REQUIRED });
  });
export type EvaluationForm = z.input<typeof evaluationFormSchema>;

/** An empty form, or the evaluation as written when its author changes it. */
export const evaluationFormDefaults = (evaluation: Evaluation | null): EvaluationForm => ({
  clinicalSkills: evaluation?.clinicalSkills ?? 0,
  reliability: evaluation?.reliability ?? 0,
  teamwork: evaluation?.teamwork ?? 0,
  comment: evaluation?.comment ?? '',
  rehire: evaluation?.rehire ?? '',
  doNotReturnReason: evaluation?.doNotReturnReason ?? '',
  doNotReturnDetails: evaluation?.doNotReturnDetails ?? '',
});

/** The request a valid form sends: a reason and what happened only with 'Do not return'. */
export const evaluationRequestOf = (form: z.output<typeof evaluationFormSchema>): EvaluationRequest => {
  const doNotReturn = form.rehire === DO_NOT_RETURN;
  return {
    clinicalSkills: form.clinicalSkills,
    reliability: form.reliability,
    teamwork: form.teamwork,
    rehire: form.rehire as EvaluationRequest['rehire'],
    ...(form.comment ? { comment: form.comment } : {}),
    ...(doNotReturn ? { doNotReturnReason: form.doNotReturnReason as EvaluationRequest['doNotReturnReason'], doNotReturnDetails: form.doNotReturnDetails } : {}),
  };
};

/** How the drawer offers a rating. */
export const RATING_OPTIONS = [
  { value: 5, label: '5 - Excellent' },
  { value: 4, label: '4 - Good' },
  { value: 3, label: '3 - Meets expectations' },
  { value: 2, label: '2 - Below expectations' },
  { value: 1, label: '1 - Poor' },
] as const;
