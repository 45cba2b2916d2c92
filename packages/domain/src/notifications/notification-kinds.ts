/**
 * Notification sub-types of SPEC.md §3, and the two a candidate decision tells the job's creator
 * (docs/decisions/0048-candidate-decisions-and-review-clock.md), with how the preferences screen names them.
 */
export const NOTIFICATION_KINDS = [
  { id: 'ReadyForReview', label: 'Candidate ready for review' },
  { id: 'JobApproverDesignated', label: 'Designated as a job approver' },
  { id: 'JobApproved', label: 'Job approved' },
  { id: 'JobDeclined', label: 'Job declined' },
  { id: 'CandidateOffered', label: 'Offer extended to a candidate of your job' },
  { id: 'CandidateDeclined', label: 'Candidate of your job declined' },
  { id: 'DecisionReminder', label: 'A decision of yours is due soon' },
  { id: 'DecisionEscalated', label: 'A decision is overdue (to admins)' },
  { id: 'CoverageMissing', label: 'A unit has nobody covering it (to Client Admins)' },
  { id: 'InterviewConfirmed', label: 'An interview of yours is confirmed or cancelled' },
  { id: 'InterviewChanged', label: 'The provider proposed other interview times' },
  { id: 'InterviewReminder', label: 'An interview of yours starts within the hour, or has taken place' },
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]['id'];
export const NOTIFICATION_KIND_IDS = NOTIFICATION_KINDS.map((k) => k.id) as [NotificationKind, ...NotificationKind[]];

/**
 * Where a user receives one kind: the bell (live), a daily e-mail digest, or nowhere. A kind without
 * a stored choice is shown in the portal.
 */
export const NOTIFICATION_CHANNELS = [
  { id: 'portal', label: 'In the portal' },
  { id: 'digest', label: 'Daily e-mail digest' },
  { id: 'off', label: 'Off' },
] as const;

export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]['id'];
export const NOTIFICATION_CHANNEL_IDS = NOTIFICATION_CHANNELS.map((c) => c.id) as [NotificationChannel, ...NotificationChannel[]];
export const DEFAULT_NOTIFICATION_CHANNEL: NotificationChannel = 'portal';

/**
 * Kinds whose e-mail goes out when they are written rather than in the next daily digest: a
 * reminder that arrived the next morning would come after the item was due.
 */
export const IMMEDIATE_EMAIL_KINDS: readonly NotificationKind[] = ['DecisionReminder', 'DecisionEscalated'];

/** Subtypes whose click opens job details; every other one (ReadyForReview, the default) opens the candidate. */
export const JOB_NOTIFICATION_KINDS: readonly string[] = ['JobApproverDesignated', 'JobApproved', 'JobDeclined'];

/** The subtype whose click opens the preferences dialog, where its reader can cover the unit (docs/decisions/0130). */
export const COVERAGE_NOTIFICATION_KIND: NotificationKind = 'CoverageMissing';

/** Socket.IO path and events of the live connection (SPEC.md §7). */
export const NOTIFICATION_SOCKET_PATH = '/cptnotifications';
export const RECEIVE_NOTIFICATION_EVENT = 'ReceiveCptNotification';
/** Sent to a user's other tabs when one of them reads or clears: they refetch the list. */
export const NOTIFICATIONS_CHANGED_EVENT = 'CptNotificationsChanged';
/** Sent to a user's sessions when one of them decided an item of My decisions: they refetch the queue. */
export const MY_DECISIONS_CHANGED_EVENT = 'CptMyDecisionsChanged';
