import { z } from 'zod';
import {
  INTERVIEW_CONTACT_MAX,
  INTERVIEW_DURATIONS,
  INTERVIEW_KINDS,
  INTERVIEW_REASON_MAX,
  INTERVIEW_SLOTS_MAX,
  INTERVIEW_STATUSES,
} from '../interviews/interview-rules';
import { ROUTE_ID_MAX } from '../limits';
import { FIELD_REQUIRED } from '../messages';
import { CANDIDATE_VIEW_ACCESS } from './candidate-list';
import { CandidateIdParams } from './candidates';
import { defineCall } from './call';
import { storableText } from './storable-text';

const VERSION_MAX = 2_147_483_647;

/** A proposed time as the hospital's clock reads it, to the minute ('2026-12-01T10:30'); the hospital's zone makes it an instant. */
export const LocalSlot = z.iso.datetime({ local: true, precision: -1, message: 'A time must read YYYY-MM-DDTHH:mm' }).max(16, 'A time must read YYYY-MM-DDTHH:mm');

/** One of the proposed times as sent back: the instant with its offset. */
const ProposedStart = z.iso.datetime({ offset: true, message: 'start must be one of the proposed times' }).max(40, 'start must be one of the proposed times');

export const LocalSlots = z
  .array(LocalSlot)
  .min(1, 'Propose at least one time.')
  .max(INTERVIEW_SLOTS_MAX, `Propose at most ${INTERVIEW_SLOTS_MAX} times.`);

export const InterviewReason = storableText()
  .trim()
  .min(1, FIELD_REQUIRED)
  .max(INTERVIEW_REASON_MAX, `The reason must be at most ${INTERVIEW_REASON_MAX} characters`);

/** One time of an interview: the instant (with its offset) and the hospital's wall-clock time. */
export const InterviewSlot = z.object({ start: z.iso.datetime({ offset: true }), local: z.string() });
export type InterviewSlot = z.infer<typeof InterviewSlot>;

const Person = z.object({ id: z.uuid(), name: z.string() });

export const Interview = z.object({
  id: z.uuid(),
  dealId: z.uuid(),
  status: z.enum(INTERVIEW_STATUSES),
  kind: z.enum(INTERVIEW_KINDS),
  /** The call link (video) or number (phone). */
  contact: z.string(),
  durationMinutes: z.number().int(),
  /** The hospital's IANA time zone, in which the times are shown. */
  timeZone: z.string(),
  interviewer: Person,
  requestedBy: Person,
  /** The times waiting for an answer: the hospital's (Requested) or the provider's (Proposed). */
  slots: z.array(InterviewSlot),
  confirmed: InterviewSlot.nullable(),
  /** Why it was last rescheduled, cancelled or withdrawn. */
  reason: z.string().nullable(),
  version: z.number().int(),
});
export type Interview = z.infer<typeof Interview>;

export const CandidateInterview = z.object({
  timeZone: z.string(),
  /** The open interview, if any. */
  interview: Interview.nullable(),
  /** Who may interview: users who may review candidates of the hospital. */
  interviewers: z.array(Person),
  actions: z.object({ request: z.boolean(), change: z.boolean() }),
});
export type CandidateInterview = z.infer<typeof CandidateInterview>;

export const RequestInterviewRequest = z.object({
  kind: z.enum(INTERVIEW_KINDS, { error: `kind must be one of ${INTERVIEW_KINDS.join(', ')}` }),
  contact: storableText()
    .trim()
    .min(1, FIELD_REQUIRED)
    .max(INTERVIEW_CONTACT_MAX, `The link or number must be at most ${INTERVIEW_CONTACT_MAX} characters`),
  durationMinutes: z
    .number({ error: FIELD_REQUIRED })
    .int()
    .refine((value) => (INTERVIEW_DURATIONS as readonly number[]).includes(value), `durationMinutes must be one of ${INTERVIEW_DURATIONS.join(', ')}`),
  /** The requester when left out. */
  interviewerId: z.uuid({ message: 'interviewerId must be a user id' }).optional(),
  slots: LocalSlots,
});
export type RequestInterviewRequest = z.input<typeof RequestInterviewRequest>;

export const InterviewIdParams = z.object({ id: z.string().min(1).max(ROUTE_ID_MAX, `id must be at most ${ROUTE_ID_MAX} characters`) });

const versioned = { version: z.number().int().min(1).max(VERSION_MAX) };

/** The hospital's answer: take one of the provider's times, propose new ones with a reason, or cancel with a reason. */
export const ChangeInterviewRequest = z.discriminatedUnion('action', [
  z.object({ ...versioned, action: z.literal('choose'), start: ProposedStart }),
  z.object({ ...versioned, action: z.literal('reschedule'), slots: LocalSlots, reason: InterviewReason }),
  z.object({ ...versioned, action: z.literal('cancel'), reason: InterviewReason }),
]);
export type ChangeInterviewRequest = z.input<typeof ChangeInterviewRequest>;

const REVIEW_ACCESS = { privileges: [...CANDIDATE_VIEW_ACCESS.privileges, 'ViewCandidateDetail', 'ApproveCandidates'] } as const;

export const getCandidateInterview = defineCall({
  name: 'Candidates/{id}/Interview',
  method: 'GET',
  version: 'v2',
  path: 'Candidates/:id/Interview',
  summary: "The candidate's open interview, the hospital's time zone, who may interview, and whether the caller may request or change one.",
  scope: 'tenant',
  access: { privileges: [...CANDIDATE_VIEW_ACCESS.privileges, 'ViewCandidateDetail'] },
  params: CandidateIdParams,
  response: CandidateInterview,
});

export const requestInterview = defineCall({
  name: 'RequestInterview',
  method: 'POST',
  version: 'v2',
  path: 'Candidates/:id/Interview',
  summary:
    'Asks the provider for an interview of a Ready for Review candidate at one of 1-3 future times, read in the hospital\'s time zone; the candidate becomes Interview Requested and its review clock stops. Send an Idempotency-Key so a repeat answers the same.',
  scope: 'tenant',
  access: REVIEW_ACCESS,
  params: CandidateIdParams,
  body: RequestInterviewRequest,
  response: Interview,
  successStatus: 201,
});

export const changeInterview = defineCall({
  name: 'ChangeInterview',
  method: 'PUT',
  version: 'v2',
  path: 'Interviews/:id',
  summary:
    "The hospital's change of an open interview seen at `version` (409 otherwise): choose one of the provider's times, propose new times with a reason, or cancel with a reason.",
  scope: 'tenant',
  access: REVIEW_ACCESS,
  params: InterviewIdParams,
  body: ChangeInterviewRequest,
  response: Interview,
});

const EXTERNAL_ID_MAX = 100;
const providerAnswer = {
  ...versioned,
  /** The provider's id of this answer: a replay answers the first one. */
  externalId: z.string().trim().min(1, 'externalId is required').max(EXTERNAL_ID_MAX, `externalId must be at most ${EXTERNAL_ID_MAX} characters`),
};

/** The provider's answer to a request: one of the hospital's times, other times (from a confirmed one: a reschedule, with a reason), or a withdrawal. */
export const AnswerInterviewRequest = z.discriminatedUnion('answer', [
  z.object({ ...providerAnswer, answer: z.literal('choose'), start: ProposedStart }),
  z.object({ ...providerAnswer, answer: z.literal('propose'), slots: LocalSlots, reason: InterviewReason.optional() }),
  z.object({ ...providerAnswer, answer: z.literal('withdraw'), reason: InterviewReason }),
]);
export type AnswerInterviewRequest = z.input<typeof AnswerInterviewRequest>;

export const answerIntegrationInterview = defineCall({
  name: 'answerIntegrationInterview',
  method: 'POST',
  version: 'v2',
  path: 'integration/interviews/:id/answer',
  summary:
    "Provider systems (API key): answers an interview the events feed offered (InterviewRequested) at its `version` (409 otherwise): choose one of the hospital's times, propose others (a reschedule of a confirmed one needs a reason), or withdraw with a reason. Idempotent on externalId.",
  scope: 'integration',
  access: {},
  params: InterviewIdParams,
  body: AnswerInterviewRequest,
  response: Interview,
});

export const UPCOMING_INTERVIEWS_MAX = 20;

export const UpcomingInterview = Interview.extend({ candidateName: z.string(), title: z.string(), hospital: z.string() });
export type UpcomingInterview = z.infer<typeof UpcomingInterview>;

export const getUpcomingInterviews = defineCall({
  name: 'Interviews',
  method: 'GET',
  version: 'v2',
  path: 'Interviews',
  summary: `The caller's open interviews (as interviewer or requester) of the hospitals they see, soonest first: confirmed ones not yet over, then those waiting for an answer; at most ${UPCOMING_INTERVIEWS_MAX}.`,
  scope: 'tenant',
  access: { privileges: [...CANDIDATE_VIEW_ACCESS.privileges, 'ViewCandidateDetail'] },
  response: z.object({ items: z.array(UpcomingInterview) }),
});

export const INTERVIEW_CALLS = [getCandidateInterview, requestInterview, changeInterview, answerIntegrationInterview, getUpcomingInterviews] as const;
