import { z } from 'zod';
import type { AccessRule } from '../access/access-rule';
import { DECISION_KINDS, type DecisionKind, EXTENSION_DECISIONS, MY_DECISIONS_RULE } from '../decisions/decision-rules';
import { ASSIGNMENT_STATUSES, CANDIDATE_STATUSES, JOB_POSTING_STATUSES } from '../deals/statuses';
import { TIMECARD_STATUSES } from '../timecards/timecard-rules';
import { EXTENSION_REASON_MAX } from '../limits';
import { isoDate } from '../lists/list-request';
import { FIELD_REQUIRED } from '../messages';
import { defineCall } from './call';
import { addAssignmentEvaluation } from './evaluations';
import { UpdateCandidateRequest, updateCandidate } from './candidates';
import { patchJob, updateJob } from './jobs';
import { approveTimecard } from './timecards';
import { getMyDecisions } from './my-decisions';
import { storableText } from './storable-text';

const version = z.number().int().min(1).max(2_147_483_647);

/** The answer to an extension offer; a rejection says why. */
export const ExtensionDecisionRequest = z.discriminatedUnion('decision', [
  z.object({ dealId: z.uuid({ message: 'dealId must be a deal id' }), version, decision: z.literal(EXTENSION_DECISIONS[0]) }),
  z.object({
    dealId: z.uuid({ message: 'dealId must be a deal id' }),
    version,
    decision: z.literal(EXTENSION_DECISIONS[1]),
    reason: storableText()
      .trim()
      .min(1, FIELD_REQUIRED)
      .max(EXTENSION_REASON_MAX, `Maximum length is ${EXTENSION_REASON_MAX} characters`),
  }),
]);
export type ExtensionDecisionRequest = z.input<typeof ExtensionDecisionRequest>;

export const ExtensionDecisionResponse = z.object({
  dealId: z.uuid(),
  status: z.enum(ASSIGNMENT_STATUSES),
  endDate: isoDate,
  version: z.number().int(),
});
export type ExtensionDecisionResponse = z.infer<typeof ExtensionDecisionResponse>;

export const decideExtension = defineCall({
  name: 'DecideExtensionOffer',
  method: 'PUT',
  version: 'v2',
  path: 'Assigned/ExtensionOffer',
  summary:
    'Accepts (ApproveExtension) or rejects with a reason (RejectExtension) the extension offer of an Extension Offered assignment seen at `version` (409 otherwise); the provider hears of it.',
  scope: 'tenant',
  access: { privileges: ['ViewAssignedDetails'], anyPrivilege: ['ApproveExtension', 'RejectExtension'] },
  body: ExtensionDecisionRequest,
  response: ExtensionDecisionResponse,
});

/** A job waiting for its approver: approve it as it reads, or decline it. */
export const JobDecisionRequest = z.object({
  jobId: z.uuid({ message: 'jobId must be a job id' }),
  version,
  decision: z.enum(['approve', 'decline']),
});
export type JobDecisionRequest = z.input<typeof JobDecisionRequest>;

/** A decision from the queue: each kind carries the request its own page sends. */
/** A delegated item is decided on behalf of the colleague who delegated it (their user id). */
const onBehalfOf = z.uuid({ message: 'onBehalfOf must be a user id' }).optional();
export const DecideRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('job'), job: JobDecisionRequest, onBehalfOf }),
  z.object({ kind: z.literal('candidate'), candidate: UpdateCandidateRequest, onBehalfOf }),
  z.object({ kind: z.literal('extension'), extension: ExtensionDecisionRequest, onBehalfOf }),
  // A week without exceptions approved from the queue (docs/decisions/0143-timecard-due-time.md).
  z.object({ kind: z.literal('timecard'), timecard: z.object({ id: z.uuid('id must be a timecard id'), version }), onBehalfOf }),
]);
export type DecideRequest = z.input<typeof DecideRequest>;

export const DecideResponse = z.object({
  kind: z.enum(DECISION_KINDS),
  id: z.uuid(),
  status: z.enum([...new Set([...JOB_POSTING_STATUSES, ...CANDIDATE_STATUSES, ...ASSIGNMENT_STATUSES, ...TIMECARD_STATUSES])] as [string, ...string[]]),
  version: z.number().int(),
});
export type DecideResponse = z.infer<typeof DecideResponse>;

/** The rule a queue decision of each kind must pass: the one its own page's call has. */
export const DECISION_CALL_ACCESS = {
  job: { approve: updateJob.access, decline: patchJob.access },
  candidate: updateCandidate.access,
  extension: decideExtension.access,
  // Written on the assignment's page, which the queue's item opens (docs/decisions/0135-evaluation-due-in-my-decisions.md).
  evaluation: addAssignmentEvaluation.access,
  timecard: approveTimecard.access,
} as const;

const asJobApprover = (rule: AccessRule): AccessRule => ({ ...rule, privileges: [...(rule.privileges ?? []), 'Approver'] });

/**
 * Who may decide an item of each kind, by privilege: passing any one of its rules. A job is decided
 * by a job approver who may approve or decline it. The queue lists a kind only to those users, and
 * reminders go only to them.
 */
export const DECIDING_RULES: Record<DecisionKind, readonly AccessRule[]> = {
  job: [asJobApprover(DECISION_CALL_ACCESS.job.approve), asJobApprover(DECISION_CALL_ACCESS.job.decline)],
  candidate: [DECISION_CALL_ACCESS.candidate],
  extension: [DECISION_CALL_ACCESS.extension],
  evaluation: [DECISION_CALL_ACCESS.evaluation],
  // Its flag is a network setting, checked apart by the queue and the reminder sweep.
  timecard: [{ privileges: DECISION_CALL_ACCESS.timecard.privileges }],
};

export const decideMyDecision = defineCall({
  name: 'DecideMyDecision',
  method: 'POST',
  version: 'v2',
  path: 'MyDecisions/Decide',
  summary:
    "Decides one item of the queue through its own page's code: the same privileges, version check, audit and notifications; send an Idempotency-Key so a repeated candidate decision answers the same.",
  scope: 'tenant',
  access: MY_DECISIONS_RULE,
  body: DecideRequest,
  response: DecideResponse,
});

export const DECISION_CALLS = [getMyDecisions, decideMyDecision, decideExtension] as const;
