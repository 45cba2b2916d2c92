import { z } from 'zod';
import { CANDIDATE_DECISIONS } from '../candidates/candidate-rules';
import { CANDIDATE_STATUSES, OFFER_CHANNELS } from '../deals/statuses';
import { ROUTE_ID_MAX } from '../limits';
import { isoDate } from '../lists/list-request';
import { FIELD_REQUIRED } from '../messages';
import { defineCall } from './call';
import { HistoryPage, HistoryQuery } from './history';
import { CANDIDATE_LIST_CALLS, CANDIDATE_VIEW_ACCESS, CandidateJobEntity, CandidateListItem } from './candidate-list';
import { DocumentDataByIdsRequest, DocumentFile, DocumentListResponse } from './documents';
import { storableText } from './storable-text';

/**
 * The details route's id, the deal id. Only its length is checked here: an id that is not GUID-shaped
 * is answered 404 with SPEC.md §8's candidate message, like a vanished or foreign one, so the page
 * shows one text for all three.
 */
export const CandidateIdParams = z.object({ id: z.string().min(1).max(ROUTE_ID_MAX, `id must be at most ${ROUTE_ID_MAX} characters`) });

/** Everything the candidate details page shows (issue 12), with what the caller may do to it. */
export const CandidateDetails = CandidateListItem.extend({
  jobEntity: CandidateJobEntity.extend({ city: z.string(), state: z.string(), shift: z.string() }),
  onboardingSystemId: z.number().int(),
  candidateProfile: z.object({
    yearsOfExperience: z.number().int().nullable(),
    dateOfBirth: isoDate.nullable(),
    primarySkill: z.string().nullable(),
    certifications: z.array(z.string()),
    activeLicenses: z.array(z.string()),
  }),
  /** The reason of a Declined candidate. */
  declineReason: z.string().nullable(),
  /** Optimistic-concurrency version a decision must carry. */
  version: z.number().int(),
  actions: z.object({
    /** ApproveCandidates and a status a decision is allowed from. */
    decide: z.boolean(),
    downloadDocuments: z.boolean(),
  }),
});
export type CandidateDetails = z.infer<typeof CandidateDetails>;

const dealId = z.uuid({ message: 'dealId must be a deal id' });
const LOOKUP_ID_MAX = 32_767;

/**
 * UpdateCandidate: extend an offer, or decline with a reason (SPEC.md §5: the reason is required),
 * on the version the user saw; a stale version or a candidate no longer waiting for a decision is a 409.
 */
export const UpdateCandidateRequest = z.discriminatedUnion('decision', [
  z.object({
    dealId,
    version: z.number().int().min(1).max(2_147_483_647),
    decision: z.literal(CANDIDATE_DECISIONS[0]),
    /** Where the offer is made from (the web client's phone layout is 'mobile'); a caller that does not say is 'web'. */
    channel: z.enum(OFFER_CHANNELS, { error: `channel must be one of ${OFFER_CHANNELS.join(', ')}` }).default('web'),
  }),
  z.object({
    dealId,
    version: z.number().int().min(1).max(2_147_483_647),
    decision: z.literal(CANDIDATE_DECISIONS[1]),
    declineReasonId: z.number({ error: FIELD_REQUIRED }).int().min(1, FIELD_REQUIRED).max(LOOKUP_ID_MAX),
  }),
]);
export type UpdateCandidateRequest = z.input<typeof UpdateCandidateRequest>;

export const UpdateCandidateResponse = z.object({
  dealId: z.uuid(),
  candidateStatus: z.enum(CANDIDATE_STATUSES),
  declineReason: z.string().nullable(),
  version: z.number().int(),
});
export type UpdateCandidateResponse = z.infer<typeof UpdateCandidateResponse>;

export const DeclineReason = z.object({ id: z.number().int(), name: z.string() });
export type DeclineReason = z.infer<typeof DeclineReason>;

const CANDIDATE_DETAIL_ACCESS = { privileges: [...CANDIDATE_VIEW_ACCESS.privileges, 'ViewCandidateDetail'] } as const;
const CANDIDATE_DOCUMENTS_ACCESS = { privileges: ['ViewCandidateDetail', 'DownloadCandidateDocuments'] } as const;

export const getCandidateDetails = defineCall({
  name: 'CandidateDetails',
  method: 'GET',
  version: 'v1',
  path: 'CandidateDetails/:id',
  summary: "One candidate of a visible hospital by its deal id, with the job, profile, review clock and allowed actions; records the caller's first view (its History lists it).",
  scope: 'tenant',
  access: CANDIDATE_DETAIL_ACCESS,
  params: CandidateIdParams,
  response: CandidateDetails,
});

/** Not named by SPEC.md §7 (issue 17): the candidate details page's History panel, with the details call's access. */
export const getCandidateHistory = defineCall({
  name: 'Candidates/{id}/History',
  method: 'GET',
  version: 'v2',
  path: 'Candidates/:id/History',
  summary: "The candidate's audit log, newest first: its submission, views, decisions, reminders and document downloads.",
  scope: 'tenant',
  access: CANDIDATE_DETAIL_ACCESS,
  params: CandidateIdParams,
  query: HistoryQuery,
  response: HistoryPage,
});

export const getCandidateDeclinedReasons = defineCall({
  name: 'GetCandidateDeclinedReasons',
  method: 'GET',
  version: 'v1',
  path: 'GetCandidateDeclinedReasons',
  summary: 'Reasons a candidate can be declined with, in display order.',
  scope: 'user',
  access: CANDIDATE_VIEW_ACCESS,
  response: z.array(DeclineReason),
});

export const updateCandidate = defineCall({
  name: 'UpdateCandidate',
  method: 'PUT',
  version: 'v1',
  path: 'UpdateCandidate',
  summary:
    'Extends an offer to, or declines with a reason, a Ready for Review or Pending Review candidate seen at `version` (409 otherwise); send an Idempotency-Key so a repeat answers the same.',
  scope: 'tenant',
  access: { privileges: [...CANDIDATE_VIEW_ACCESS.privileges, 'ApproveCandidates'] },
  body: UpdateCandidateRequest,
  response: UpdateCandidateResponse,
});

export const getListOfProtocolForCandidates = defineCall({
  name: 'GetListOfProtocolForCandidates',
  method: 'GET',
  version: 'v1',
  path: 'GetListOfProtocolForCandidates',
  summary: "Compliance documents of a candidate's clinician, grouped by category.",
  scope: 'tenant',
  access: CANDIDATE_DOCUMENTS_ACCESS,
  query: z.object({ dealId, travelerId: z.uuid({ message: 'travelerId must be a clinician id' }) }),
  response: DocumentListResponse,
});

export const getCandidateDocumentDataByIds = defineCall({
  name: 'GetCandidateDocumentDataByIds',
  method: 'POST',
  version: 'v1',
  path: 'GetCandidateDocumentDataByIds',
  summary: 'Documents of one candidate: one PDF when one is asked for, otherwise one ZIP, as the first item (as GetDocumentDataByIds for assignments).',
  scope: 'tenant',
  access: CANDIDATE_DOCUMENTS_ACCESS,
  body: DocumentDataByIdsRequest,
  response: z.array(DocumentFile),
});

export const getCandidateZipDocumentByIds = defineCall({
  name: 'GetCandidateZipDocumentByIds',
  method: 'POST',
  version: 'v1',
  path: 'GetCandidateZipDocumentByIds',
  summary: 'Several documents of one candidate as one streamed ZIP file named after `name` (as GetZipDocumentByIds for assignments).',
  scope: 'tenant',
  access: CANDIDATE_DOCUMENTS_ACCESS,
  query: z.object({ name: storableText().trim().min(1, 'name is required').max(100, 'name must be at most 100 characters') }),
  body: DocumentDataByIdsRequest,
  response: z.string().describe('application/zip, named in Content-Disposition'),
});

export const CANDIDATE_CALLS = [
  ...CANDIDATE_LIST_CALLS,
  getCandidateDetails,
  getCandidateHistory,
  getCandidateDeclinedReasons,
  updateCandidate,
  getListOfProtocolForCandidates,
  getCandidateDocumentDataByIds,
  getCandidateZipDocumentByIds,
] as const;
