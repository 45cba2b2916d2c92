/**
 * The end-of-assignment evaluation (issue 34): when it may be written, what it asks, and what a
 * 'Do not return' answer becomes once an admin confirms it
 * (docs/decisions/0133-clinician-evaluation.md, 0134-do-not-return-confirmation.md).
 */

/** Days before the assignment's end from which the evaluation is asked for. */
export const EVALUATION_OPENS_DAYS_BEFORE_END = 14;
/** Days after the assignment's end until which it may still be written. */
export const EVALUATION_CLOSES_DAYS_AFTER_END = 30;
/** Days after the end date by which My decisions counts it due. */
export const EVALUATION_DUE_DAYS_AFTER_END = 7;
/** Days after writing it that its author may still change it. */
export const EVALUATION_EDITABLE_DAYS = 7;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const EVALUATION_COMMENT_MAX = 1000;
export const DO_NOT_RETURN_DETAILS_MAX = 1000;
export const LIFT_REASON_MAX = 500;

/** The three ratings, in the order the form asks them. */
export const EVALUATION_RATINGS = [
  { key: 'clinicalSkills', label: 'Clinical skills' },
  { key: 'reliability', label: 'Reliability' },
  { key: 'teamwork', label: 'Teamwork' },
] as const;
export type RatingKey = (typeof EVALUATION_RATINGS)[number]['key'];

/** Would the hospital take this clinician again. */
export const REHIRE_ANSWERS = ['Preferred', 'Eligible', 'Do not return'] as const;
export type RehireAnswer = (typeof REHIRE_ANSWERS)[number];
export const DO_NOT_RETURN: RehireAnswer = 'Do not return';

/** Fact-based reasons a 'Do not return' answer must give (VMS do-not-return lists use the same few). */
export const DO_NOT_RETURN_REASONS = [
  'Clinical practice concern',
  'Attendance or punctuality',
  'Policy or conduct violation',
  'Documentation or compliance',
  'Patient or staff complaint',
  'Abandoned or left assignment early',
] as const;
export type DoNotReturnReason = (typeof DO_NOT_RETURN_REASONS)[number];

/** Where a confirmed do-not-return applies: the evaluated assignment's unit, its hospital, or every hospital of the network. */
export const DO_NOT_RETURN_SCOPES = ['unit', 'hospital', 'network'] as const;
export type DoNotReturnScope = (typeof DO_NOT_RETURN_SCOPES)[number];
export const DO_NOT_RETURN_SCOPE_LABELS: Record<DoNotReturnScope, string> = {
  unit: 'This unit',
  hospital: 'This hospital',
  network: 'Every hospital of the network',
};

/** A 'Do not return' answer waits for an admin, then is in force until lifted. */
export const DO_NOT_RETURN_STATUSES = ['Awaiting confirmation', 'Confirmed', 'Lifted'] as const;
export type DoNotReturnStatus = (typeof DO_NOT_RETURN_STATUSES)[number];

/** Our texts: SPEC.md has none for evaluations. */
export const EVALUATION_SAVED = 'Evaluation saved.';
export const DO_NOT_RETURN_CONFIRMED = 'Do not return confirmed.';
export const DO_NOT_RETURN_LIFTED = 'Do not return lifted.';
export const DO_NOT_RETURN_REASON_REQUIRED = 'Choose the reason for Do not return';
export const DO_NOT_RETURN_DETAILS_REQUIRED = 'Describe what happened';
export const EVALUATION_ALREADY_WRITTEN = 'This assignment has already been evaluated. The page now shows the evaluation.';
export const EVALUATION_CHANGED_MEANWHILE = 'This evaluation was changed by someone else. Refresh and try again.';
export const EVALUATION_ONLY_AUTHOR = 'Only the evaluation’s author can change it.';
export const evaluationEditClosedMessage = (days: number): string => `An evaluation can be changed for ${days} days after it is written.`;
export const evaluationWindowMessage = (opensOn: string, closesOn: string): string =>
  `This assignment can be evaluated from ${opensOn} to ${closesOn}.`;
export const EVALUATION_NOT_FOR_STATUS = 'A cancelled assignment, or one that never started, is not evaluated.';
export const NOT_DO_NOT_RETURN = 'This evaluation does not answer Do not return.';
export const DO_NOT_RETURN_NOT_WAITING = 'This Do not return is no longer waiting for confirmation. The page now shows its status.';
export const DO_NOT_RETURN_NOT_CONFIRMED = 'Only a confirmed Do not return can be lifted.';
export const NETWORK_SCOPE_ONLY_CLIENT_ADMIN = 'Only an admin who sees every hospital of the network can apply it to the whole network.';
export const doNotReturnOfferRefusal = (name: string, scope: DoNotReturnScope): string =>
  `${name} is on the do-not-return list for ${scopePhrase(scope)}, so they cannot be offered. An admin can lift it on the evaluated assignment.`;
const scopePhrase = (scope: DoNotReturnScope): string =>
  scope === 'unit' ? 'this unit' : scope === 'hospital' ? 'this hospital' : 'every hospital of the network';

/** Assignment statuses that are evaluated: those where the clinician worked or works. */
export const EVALUATED_STATUSES = ['On Assignment', 'Extension Offered', 'Completed Assignment', 'Assignment Terminated'] as const;

const DAY_MS = 86_400_000;
const shiftDays = (isoDate: string, days: number): string => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days (yyyy-mm-dd, both counted) during which an assignment ending `endDate` may be evaluated. */
export const evaluationWindow = (endDate: string): { opensOn: string; closesOn: string } => ({
  opensOn: shiftDays(endDate, -EVALUATION_OPENS_DAYS_BEFORE_END),
  closesOn: shiftDays(endDate, EVALUATION_CLOSES_DAYS_AFTER_END),
});

/** The day the evaluation is due in My decisions. */
export const evaluationDueOn = (endDate: string): string => shiftDays(endDate, EVALUATION_DUE_DAYS_AFTER_END);

/** Whether `today` (yyyy-mm-dd, UTC) falls in the window. */
export const isEvaluationOpen = (endDate: string, today: string): boolean => {
  const { opensOn, closesOn } = evaluationWindow(endDate);
  return today >= opensOn && today <= closesOn;
};

/** Whether an evaluation written at `createdAt` may still be changed by its author at `now`. */
export const isEvaluationEditable = (createdAt: Date, now: Date): boolean => now.getTime() - createdAt.getTime() < EVALUATION_EDITABLE_DAYS * DAY_MS;

/** The short line a badge and a card show: 'Clinical 5 · Reliability 4 · Teamwork 5'. */
export const ratingsSummary = (ratings: Record<RatingKey, number>): string =>
  `Clinical ${ratings.clinicalSkills} · Reliability ${ratings.reliability} · Teamwork ${ratings.teamwork}`;

/** The colour (a theme palette name) each badge shows in: a clinician wanted back, eligible, or not to return. */
export const REHIRE_BADGE_COLOURS: Record<RehireAnswer, 'success' | 'default' | 'error'> = {
  Preferred: 'success',
  Eligible: 'default',
  'Do not return': 'error',
};
