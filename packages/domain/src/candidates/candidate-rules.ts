import type { CANDIDATE_STATUSES } from '../deals/statuses';

export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

/** The candidate list's status filter when the user has chosen none (SPEC.md §4). */
export const DEFAULT_CANDIDATE_STATUSES = ['Ready for Review'] as const satisfies readonly CandidateStatus[];

/** Statuses a candidate can be decided from (issue 12): an offer or a decline from anything else is a 409. */
export const DECIDABLE_CANDIDATE_STATUSES = ['Ready for Review', 'Pending Review'] as const satisfies readonly CandidateStatus[];

export const isDecidable = (status: string): boolean => (DECIDABLE_CANDIDATE_STATUSES as readonly string[]).includes(status);

/** What UpdateCandidate can do, and the status each one sets. */
export const CANDIDATE_DECISIONS = ['offer', 'decline'] as const;
export type CandidateDecision = (typeof CANDIDATE_DECISIONS)[number];
export const STATUS_AFTER_DECISION = { offer: 'Offered', decline: 'Declined' } as const satisfies Record<CandidateDecision, CandidateStatus>;

/** SPEC.md §8: a candidate the user cannot see, that vanished, or whose id is malformed. */
export const CANDIDATE_NOT_FOUND =
  "We apologize, but it appears that this candidate's status has changed. Please check the Assigned page, or you may search for another name on the Candidates page.";

/** SPEC.md §5 and §8: the offer prompt and the decisions' toasts. */
export const OFFER_PROMPT = 'Do you want to extend an offer?';
/** Our text: the decline's reason picker asks it (SPEC.md names the required reason only). */
export const CANDIDATE_DECLINE_PROMPT = 'Why is this candidate being declined? The reason is recorded with the decision.';
export const OFFER_SUBMITTED = 'Offer has been submitted.';
export const OFFER_DECLINED = 'Offer has been declined.';

/** The 409 of a decision sent with a version someone else's decision has replaced. */
export const CANDIDATE_DECIDED_MEANWHILE = 'Someone else has already decided on this candidate. The page now shows its current status.';

/** The 409 of a decision on a candidate that is no longer waiting for one. */
export const candidateNotDecidableMessage = (statusLabel: string): string =>
  `This candidate is ${statusLabel} and can no longer be offered or declined.`;
