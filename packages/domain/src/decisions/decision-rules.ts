import type { AccessRule } from '../access/access-rule';
import type { Privilege } from '../access/privileges';

/** What My decisions gathers: jobs waiting for their approver, candidates waiting for review, extension offers. */
export const DECISION_KINDS = ['job', 'candidate', 'extension'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

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
};

/** The sidebar's short count of each kind. */
export const decisionCountsText = (counts: Record<DecisionKind, number>): string =>
  `${counts.job} jobs · ${counts.candidate} candidates · ${counts.extension} extensions`;

/** The privileges that let a user decide items of each kind; holding one of any kind opens My decisions. */
export const DECISION_PRIVILEGES: Record<DecisionKind, readonly Privilege[]> = {
  job: ['Approver'],
  candidate: ['ApproveCandidates'],
  extension: ['ApproveExtension', 'RejectExtension'],
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
