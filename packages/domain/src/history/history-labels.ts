/**
 * How the History panels name what the audit log records (issue 17 item 5): each audit entity's
 * actions, and the fields whose before and after are shown, by the labels the details pages and
 * SPEC.md give them. A field not listed here is not shown (ids, versions, timestamps).
 */

/** What the reminder and escalation sweep records on a waiting item (issue 17 item 4). */
export const DECISION_ALERT_ACTIONS = { reminder: 'decision_reminder', escalation: 'decision_escalation' } as const;
const DECISION_ALERT_LABELS = { [DECISION_ALERT_ACTIONS.reminder]: 'Reminder sent', [DECISION_ALERT_ACTIONS.escalation]: 'Escalated to admins' };

/** What AddJob records on the assignment a new job replaces (docs/decisions/0161-replace-an-ending-assignment.md). */
export const REPLACEMENT_AUDIT_ACTION = 'replacement_job_create';

/** Audit entities a History panel reads. */
export const HISTORY_ENTITIES = ['job_posting', 'candidate', 'deal', 'extension_request', 'document'] as const;
export type HistoryEntity = (typeof HISTORY_ENTITIES)[number];

/** The action of every document download, whichever page it was made from. */
export const DOWNLOAD_ACTION = 'download';

export const HISTORY_ACTION_LABELS: Record<HistoryEntity, Record<string, string>> = {
  job_posting: { create: 'Created', update: 'Edited', approve: 'Approved', decline: 'Declined', close: 'Closed', ...DECISION_ALERT_LABELS },
  candidate: {
    integration_submit: 'Submitted',
    first_view: 'Viewed',
    offer: 'Offered',
    decline: 'Declined',
    review_reminder: 'Reminded',
    interview_request: 'Interview requested',
    interview_reschedule: 'Interview rescheduled',
    interview_propose: 'Provider proposed interview times',
    interview_confirm: 'Interview confirmed',
    interview_cancel: 'Interview cancelled',
    interview_withdraw: 'Interview withdrawn by the provider',
    interview_held: 'Interview took place',
    ...DECISION_ALERT_LABELS,
    [DOWNLOAD_ACTION]: 'Documents downloaded',
  },
  deal: {
    'notes-update': 'Notes edited',
    'reference-id-update': 'Reference ID edited',
    'unit-manager-update': 'Unit Manager changed',
    integration_offerAccepted: 'Offer accepted',
    integration_assignmentStarted: 'Assignment started',
    integration_assignmentCompleted: 'Assignment completed',
    integration_assignmentCancelled: 'Assignment cancelled',
    evaluation_create: 'Evaluated',
    evaluation_update: 'Evaluation edited',
    do_not_return_confirm: 'Do not return confirmed',
    do_not_return_lift: 'Do not return lifted',
    [REPLACEMENT_AUDIT_ACTION]: 'Replacement job posted',
    ...DECISION_ALERT_LABELS,
    [DOWNLOAD_ACTION]: 'Documents downloaded',
  },
  extension_request: { create: 'Extension requested' },
  document: { integration_add: 'Document added', integration_replace: 'Document replaced' },
};

/** A job's fields as the job details page labels them; the `Id` ones are shown by the name they point to. */
const JOB_FIELDS: Record<string, string> = {
  postingStatus: 'Status',
  hospitalId: 'Hospital',
  unitId: 'Unit',
  titleId: 'Title',
  shiftId: 'Shift',
  shiftLengthId: 'Shift Length',
  durationWeeks: 'Assignment Duration',
  startDate: 'Start Date',
  availablePositions: 'Number of Positions',
  openPositions: 'Open Positions',
  billRate: 'Bill Rate',
  localBillRate: 'Local Bill Rate',
  jobType: 'Job Type',
  requisitionId: 'Requisition ID',
  reasonId: 'Reason for Request',
  closeReasonId: 'Close Reason',
  notes: 'Notes',
};

/** A candidate's or assignment's fields as their details pages label them. */
const DEAL_FIELDS: Record<string, string> = {
  status: 'Status',
  declineReason: 'Decline Reason',
  notes: 'Notes',
  referenceId: 'Reference ID',
  unitManager: 'Unit Manager',
  // The end-of-assignment evaluation (docs/decisions/0133-clinician-evaluation.md).
  clinicalSkills: 'Clinical skills',
  reliability: 'Reliability',
  teamwork: 'Teamwork',
  comment: 'Comment',
  rehire: 'Rehire',
  doNotReturnReason: 'Do not return reason',
  doNotReturnDetails: 'What happened',
  doNotReturnStatus: 'Do not return',
  doNotReturnScope: 'Applies to',
  liftReason: 'Reason for lifting',
  interview: 'Interview',
  interviewReason: 'Interview Reason',
};

const EXTENSION_FIELDS: Record<string, string> = {
  assignedName: 'Assigned Name',
  startDate: 'Start Date',
  endDate: 'End Date',
  durationWeeks: 'Assignment Duration',
  reasonRequest: 'Reason for Request',
  shiftLength: 'Shift Length',
  notes: 'Notes',
};

/**
 * Stored codes a History panel shows by their label, per field, as the details pages name them
 * (docs/decisions/0163-history-shows-codes-by-label.md).
 */
export const HISTORY_VALUE_LABELS: Record<string, Record<string, string>> = {
  doNotReturnScope: { unit: 'Unit', hospital: 'Hospital', network: 'Network' },
};

export const HISTORY_FIELD_LABELS: Record<HistoryEntity, Record<string, string>> = {
  job_posting: JOB_FIELDS,
  candidate: DEAL_FIELDS,
  deal: DEAL_FIELDS,
  extension_request: EXTENSION_FIELDS,
  document: {},
};

/** An action the tables do not name, readable: 'unit-manager-update' -> 'Unit manager update'. */
export const fallbackActionLabel = (action: string): string => {
  const words = action.replace(/^integration_/, '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const historyActionLabel = (entity: string, action: string): string =>
  (HISTORY_ACTION_LABELS as Record<string, Record<string, string> | undefined>)[entity]?.[action] ?? fallbackActionLabel(action);
