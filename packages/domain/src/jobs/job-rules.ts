import { can, type AccessSubject } from '../access/access-rule';
import type { JobPostingStatus } from '../deals/statuses';

/** Close-job reasons of SPEC.md §3 with their fixed numbers. */
export const CLOSE_JOB_REASONS = [
  { id: 1, name: 'No longer needed' },
  { id: 3, name: 'Filled by another agency' },
  { id: 5, name: 'Opened position in error' },
] as const;
export type CloseJobReasonId = (typeof CLOSE_JOB_REASONS)[number]['id'];

/** Statuses in which a posting still asks for clinicians: it may be edited, approved or closed. */
export const OPEN_JOB_STATUSES = ['Active', 'Pending Review', 'Pending Approval'] as const satisfies readonly JobPostingStatus[];
export type OpenJobStatus = (typeof OPEN_JOB_STATUSES)[number];

export const isOpenJobStatus = (status: string): status is OpenJobStatus => (OPEN_JOB_STATUSES as readonly string[]).includes(status);

/** SPEC.md §4: a new posting waits for the provider's review (one stage) or for the hospital's approver (two stages). */
export const newJobStatus = (approvalStages: number): JobPostingStatus => (approvalStages === 2 ? 'Pending Approval' : 'Pending Review');

/**
 * SPEC.md §4: an edit is the client approving the posting as it now reads. With designated approvers it
 * becomes Active (approved); without, it goes back to the provider's review. A posting whose open
 * positions reach 0 is Filled.
 */
export const editedJobStatus = (hasApprovers: boolean, openPositions: number): JobPostingStatus => {
  if (openPositions === 0) return 'Filled';
  return hasApprovers ? 'Active' : 'Pending Review';
};

/** Where closing leads: a running posting is Closed, one never yet active is Cancelled. */
export const closedJobStatus = (status: OpenJobStatus): JobPostingStatus => (status === 'Active' ? 'Closed' : 'Cancelled');

/** Open positions after the number of positions changes: the filled ones stay filled. */
export const openPositionsAfter = (job: { availablePositions: number; openPositions: number }, availablePositions: number): number => {
  const filled = job.availablePositions - job.openPositions;
  return Math.max(0, availablePositions - filled);
};

export interface JobActionSubject extends AccessSubject {
  /** The user is one of the job's designated approvers. */
  isDesignatedApprover: boolean;
  /** The user created the job: two-step approval needs a second person. */
  isCreator: boolean;
}

export interface JobActions {
  /** Open the edit drawer and submit it (its button reads Approve). */
  edit: boolean;
  /** The edit approves a posting waiting for its hospital's approver. */
  approve: boolean;
  decline: boolean;
  close: boolean;
}

/** User types that may approve or decline any waiting posting they see, designated or not. */
export const JOB_ADMIN_TYPES = ['Client Admin', 'Local Admin', 'MSP Admin'] as const;
const ADMIN_TYPES: ReadonlySet<string> = new Set(JOB_ADMIN_TYPES);

/**
 * What a user may do with one posting, the same on both sides: the page shows these actions and the
 * API refuses the others. Approving or declining a posting that waits for its approver is for a
 * designated approver or an admin with the approver privileges, never for its creator (editing it
 * is approving it, so the creator may not edit it either).
 */
export const jobActions = (status: string, subject: JobActionSubject): JobActions => {
  const open = isOpenJobStatus(status);
  const waiting = status === 'Pending Approval';
  const approverOfThis =
    !subject.isCreator && (subject.isDesignatedApprover || (subject.userType !== undefined && ADMIN_TYPES.has(subject.userType)));
  const mayApprove = approverOfThis && can(subject, 'Approver') && can(subject, 'ApproveRequisitions');
  const edit = open && can(subject, 'EditRequest') && (!waiting || mayApprove);
  return {
    edit,
    approve: waiting && edit,
    decline: waiting && approverOfThis && can(subject, 'Approver') && can(subject, 'RejectRequisitions'),
    close: open && subject.flags.closeJob && can(subject, 'CloseRequest'),
  };
};

/** Position labels of SPEC.md §9. */
export const positionsLabel = (count: number): string => {
  if (count === 0) return '0 Positions';
  return count === 1 ? `${count} Position` : `${count} Positions`;
};
