/**
 * Interviews of a candidate (issue 35): what can be asked for, the states an interview passes
 * through and the texts users see. Held: its time is over; the candidate waits for a decision again. docs/decisions/0137-interviews.md says why it works this way.
 */

export const INTERVIEW_KINDS = ['phone', 'video'] as const;
export type InterviewKind = (typeof INTERVIEW_KINDS)[number];
export const INTERVIEW_KIND_LABELS: Record<InterviewKind, string> = { phone: 'Phone', video: 'Video' };

export const INTERVIEW_DURATIONS = [15, 30, 45, 60] as const;
export const INTERVIEW_SLOTS_MAX = 3;
export const INTERVIEW_CONTACT_MAX = 500;
export const INTERVIEW_REASON_MAX = 500;

/**
 * Requested: the portal proposed times and waits for the provider. Proposed: the provider proposed
 * other times and waits for the portal. Confirmed: a time is agreed. Cancelled (by the hospital) and
 * Withdrawn (by the provider) end it.
 */
export const INTERVIEW_STATUSES = ['Requested', 'Proposed', 'Confirmed', 'Held', 'Cancelled', 'Withdrawn'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const OPEN_INTERVIEW_STATUSES = ['Requested', 'Proposed', 'Confirmed'] as const satisfies readonly InterviewStatus[];
export const INTERVIEW_STATUS_LABELS: Record<InterviewStatus, string> = {
  Requested: 'Waiting for the provider',
  Proposed: 'New times proposed',
  Confirmed: 'Confirmed',
  Held: 'Taken place',
  Cancelled: 'Cancelled',
  Withdrawn: 'Withdrawn by the provider',
};

/** The candidate status while an interview is open: the review clock does not run (docs/decisions/0137-interviews.md). */
export const INTERVIEW_REQUESTED = 'Interview Requested';
/** The candidate status an interview can be requested from. */
export const INTERVIEW_FROM_STATUS = 'Ready for Review';

export const REQUEST_INTERVIEW = 'Request interview';
export const INTERVIEW_REQUESTED_TOAST = 'Interview requested.';
export const INTERVIEW_CONFIRMED_TOAST = 'Interview confirmed.';
export const INTERVIEW_RESCHEDULED_TOAST = 'New times sent to the provider.';
export const INTERVIEW_CANCELLED_TOAST = 'Interview cancelled.';
export const INTERVIEW_CHANGED_MEANWHILE = 'This interview has changed meanwhile. The page now shows its current state.';
export const INTERVIEW_NOT_FOUND = 'Interview not found.';
/** A list offered 'Request interview', but meanwhile the candidate was asked to one or decided. */
export const INTERVIEW_NOT_REQUESTABLE_NOW = 'An interview can no longer be requested for this candidate: it has changed meanwhile.';
export const SLOT_IN_PAST = 'Each proposed time must be in the future.';
export const SLOTS_REPEATED = 'Each proposed time must be different.';

export const interviewNotRequestableMessage = (statusLabel: string): string =>
  `An interview can be requested only for a candidate that is Ready for Review; this one is ${statusLabel}.`;

export const slotMissingInZoneMessage = (local: string, timeZone: string): string =>
  `${local.replace('T', ' ')} does not exist in ${timeZone}: the clocks change then. Choose another time.`;
