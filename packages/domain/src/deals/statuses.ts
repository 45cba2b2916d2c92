/** Deal status labels of SPEC.md §4, including the variants also seen in data. */
export const DEAL_STATUSES = [
  'Accepted/No Start',
  'Active',
  'Approved',
  'Assigned',
  'Assignment Cancelled',
  'Assignment Terminated',
  'Completed Assignment',
  'Declined',
  'Extension Offered',
  'Offered',
  'On Assignment',
  'Pending Approval',
  'Pending Review',
  'Ready for Review',
  'Interview Requested',
  'Accepted/Did Not Start',
  'Completed',
  'Cancelled',
  'Terminated',
] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

/** Statuses a candidate submission passes through before it becomes an assignment. */
export const CANDIDATE_STATUSES = ['Ready for Review', 'Offered', 'Declined', 'Pending Review', 'Approved', 'Interview Requested'] as const satisfies readonly DealStatus[];

/** Statuses of an assignment (a deal whose offer was accepted). */
export const ASSIGNMENT_STATUSES = [
  'Assigned',
  'On Assignment',
  'Extension Offered',
  'Completed Assignment',
  'Assignment Cancelled',
  'Assignment Terminated',
  'Accepted/No Start',
] as const satisfies readonly DealStatus[];

export const TRAVELER_STATUS_NUMBERS = {
  Assigned: 1,
  ConfirmationSent: 2,
  Confirmed: 3,
  OnAssignment: 4,
  Declined: 5,
  Completed: 6,
  Cancelled: 7,
} as const;

export const JOB_STATUS_NUMBERS = {
  Cancelled: 0,
  Closed: 1,
  Completed: 2,
  Expired: 3,
  Hired: 4,
  Inactive: 5,
  NotHiring: 6,
  OnHold: 7,
  Open: 8,
  PendingClinicianConfirmation: 9,
  PendingQualification: 10,
  PendingReview: 11,
  Private: 12,
  Working: 13,
} as const;

/** Posting statuses shown for job postings, in the order of the status filter (§4: Declined and Pending Approval last). */
export const JOB_POSTING_STATUSES = [
  'Active',
  'Pending Review',
  'Closed',
  'Cancelled',
  'Filled',
  'Declined',
  'Pending Approval',
] as const;
export type JobPostingStatus = (typeof JOB_POSTING_STATUSES)[number];

/**
 * The provider's job status number stored beside each posting status. Both waiting states map to
 * PendingReview: neither is open to clinicians yet. Filled maps to Hired and Declined to NotHiring.
 */
export const JOB_STATUS_FOR_POSTING: Record<JobPostingStatus, number> = {
  Active: JOB_STATUS_NUMBERS.Open,
  'Pending Review': JOB_STATUS_NUMBERS.PendingReview,
  'Pending Approval': JOB_STATUS_NUMBERS.PendingReview,
  Closed: JOB_STATUS_NUMBERS.Closed,
  Cancelled: JOB_STATUS_NUMBERS.Cancelled,
  Filled: JOB_STATUS_NUMBERS.Hired,
  Declined: JOB_STATUS_NUMBERS.NotHiring,
};

/** Labels shown instead of the raw status (§4 display mapping). */
export const DEAL_STATUS_DISPLAY: Partial<Record<DealStatus, string>> = {
  Offered: 'Offer Pending',
  Declined: 'Declined Pending',
};
export const MOBILE_OFFERED_LABEL = 'Candidate approved, processing offer';

/** Where an offer was extended from: the phone layout or a larger screen (docs/decisions/0124-offer-channel.md). */
export const OFFER_CHANNELS = ['mobile', 'web'] as const;
export type OfferChannel = (typeof OFFER_CHANNELS)[number];

/** A deal status as shown (§4 display mapping): an offer extended from mobile reads MOBILE_OFFERED_LABEL. */
export const dealStatusLabel = (status: string, offerChannel: OfferChannel | null = null): string =>
  status === 'Offered' && offerChannel === 'mobile' ? MOBILE_OFFERED_LABEL : (DEAL_STATUS_DISPLAY[status as DealStatus] ?? status);

export type StatusColour = 'green' | 'blue' | 'teal' | 'orange' | 'default';

/** Status colours of §4. */
export const STATUS_COLOURS: Partial<Record<string, StatusColour>> = {
  Active: 'green',
  Offered: 'green',
  'Extension Offered': 'green',
  'On Assignment': 'green',
  'Pending Approval': 'blue',
  'Ready for Review': 'blue',
  'Interview Requested': 'teal',
  Assigned: 'blue',
  Completed: 'blue',
  'Completed Assignment': 'blue',
  'Pending Review': 'teal',
  Declined: 'orange',
  'Accepted/Did Not Start': 'orange',
  'Accepted/No Start': 'orange',
  Cancelled: 'orange',
  'Assignment Cancelled': 'orange',
  Terminated: 'orange',
  'Assignment Terminated': 'orange',
  // Timecards (issue 36): waiting weeks in blue, approved green, rejected orange.
  Submitted: 'blue',
  Adjusted: 'teal',
  Approved: 'green',
  Rejected: 'orange',
};

export const statusColour = (status: string): StatusColour => STATUS_COLOURS[status] ?? 'default';

/** Onboarding systems (§4). */
export const ONBOARDING_SYSTEMS = { newer: 717660000, older: 717660001 } as const;
