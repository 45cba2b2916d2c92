import type { AccessRule } from '../access/access-rule';
import type { Privilege } from '../access/privileges';

/**
 * What My decisions gathers: jobs waiting for their approver, candidates waiting for review, extension
 * offers, ending assignments waiting for their evaluation (issue 34) and submitted timecards (issue 36).
 */
export const DECISION_KINDS = ['job', 'candidate', 'extension', 'evaluation', 'timecard'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];
/** The kinds decided on the queue itself; an evaluation is written on its assignment's page, which its item opens. */
export type QueueDecidedKind = Exclude<DecisionKind, 'evaluation'>;
export const isDecidedOnQueue = (kind: DecisionKind): kind is QueueDecidedKind => kind !== 'evaluation';

/**
 * Candidates the queue holds: Ready for Review (issue 17), the dashboard's Candidates to Review. A
 * Pending Review candidate may still be decided on its page, but waits for the provider first.
 */
export const QUEUED_CANDIDATE_STATUSES = ['Ready for Review'] as const;

/** How the queue, the home section and the sidebar name each kind. */
export const DECISION_KIND_LABELS: Record<DecisionKind, string> = {
  job: 'Job approvals',
  candidate: 'Candidates',
  extension: 'Extension offers',
  evaluation: 'Evaluations',
  timecard: 'Timecards',
};

/** The sidebar's short count of each kind. */
export const decisionCountsText = (counts: Record<DecisionKind, number>): string =>
  `${counts.job} jobs · ${counts.candidate} candidates · ${counts.extension} extensions · ${counts.evaluation} evaluations${counts.timecard > 0 ? ` · ${counts.timecard} timecards` : ''}`;

/** The privileges that let a user decide items of each kind; holding one of any kind opens My decisions. */
export const DECISION_PRIVILEGES: Record<DecisionKind, readonly Privilege[]> = {
  job: ['Approver'],
  candidate: ['ApproveCandidates'],
  extension: ['ApproveExtension', 'RejectExtension'],
  evaluation: ['EvaluateClinicians'],
  timecard: ['ApproveTimecards'],
};

/** The route's and the queue call's rule: a user who can decide something of some kind. */
export const MY_DECISIONS_RULE: AccessRule = { anyPrivilege: [...new Set(Object.values(DECISION_PRIVILEGES).flat())] };

/** What an extension offer's answer can be, with the privilege each needs and the deal's status after it. */
export const EXTENSION_DECISIONS = ['accept', 'reject'] as const;
export type ExtensionDecision = (typeof EXTENSION_DECISIONS)[number];
export const EXTENSION_DECISION_PRIVILEGE: Record<ExtensionDecision, Privilege> = { accept: 'ApproveExtension', reject: 'RejectExtension' };
/** The extension request's status after the answer (the row the Request Extension drawer wrote, when there is one). */
export const EXTENSION_REQUEST_STATUS_AFTER: Record<ExtensionDecision, string> = { accept: 'Approved', reject: 'Rejected' };

/** Our texts: SPEC.md names none for extension offers. */
export const EXTENSION_ACCEPT_PROMPT = 'Do you want to accept this extension?';
export const EXTENSION_REJECT_PROMPT = 'Why are you rejecting this extension?';
export const EXTENSION_ACCEPTED = 'Extension has been accepted.';
export const EXTENSION_REJECTED = 'Extension has been rejected.';
export const EXTENSION_DECIDED_MEANWHILE = 'Someone else has already answered this extension offer. The page now shows its current status.';
export const extensionNotOfferedMessage = (status: string): string => `This assignment is ${status}; there is no extension offer to answer.`;

/** Our texts for the queue: the job decline prompt (the job page declines without one) and the queue's empty state. */
export const JOB_DECLINE_PROMPT = 'Do you want to Decline?';
export const NO_DECISIONS = 'Nothing is waiting for your decision.';
/** How long a tapped decision waits, with Undo offered, before it is sent. */
export const DECISION_UNDO_MS = 5_000;

/**
 * Reminders (issue 17 item 4): an item is nearing its due time once a quarter of its own window is
 * left (a job's approval hours, a candidate's review hours, an extension's reply days), so a
 * 48-hour job approval is reminded of 12 hours before it is due. Each clock is a network setting,
 * so the lead follows it.
 */
export const REMINDER_LEAD_FRACTION = 0.25;

/** Out-of-office delegation: the longest range one delegation may cover, in days. */
export const DELEGATION_MAX_DAYS = 90;

/** Our texts: SPEC.md names none for delegation. */
export const DELEGATION_ENDS_BEFORE_START = 'The end date must be on or after the start date.';
export const DELEGATION_STARTS_IN_PAST = 'The start date cannot be in the past.';
export const DELEGATION_TOO_LONG = `A delegation can last at most ${DELEGATION_MAX_DAYS} days.`;
export const DELEGATE_NOT_ELIGIBLE = 'Choose a colleague of your network who can make the same decisions as you.';
export const DELEGATION_SET = 'Your decisions are delegated.';
export const DELEGATION_ENDED = 'Your delegation has ended.';
export const NOT_DELEGATED_TO_YOU = 'This item is not delegated to you.';
export const onBehalfOfText = (name: string): string => `On behalf of ${name}`;
/** How a History panel names a decision a delegate made: both people. */
export const actorOnBehalfOf = (actor: string, delegator: string): string => `${actor} on behalf of ${delegator}`;

/** Whole days from `from` to `to` (yyyy-mm-dd), counting both. */
export const daysCovered = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/**
 * The earliest start date a delegation may take: a day that is still today somewhere west of UTC
 * (the server does not know the user's time zone, so 12 hours behind it still counts as today).
 */
export const earliestDelegationStart = (now: Date): string => new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
