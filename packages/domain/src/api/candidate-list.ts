import { z } from 'zod';
import { DO_NOT_RETURN_SCOPES } from '../evaluations/evaluation-rules';
import { CANDIDATE_STATUSES, OFFER_CHANNELS } from '../deals/statuses';
import { SEARCH_MAX } from '../limits';
import { FilterCount, filterIds, filterNames, isoDate, listPaging, MAX_EXPORT_ROWS, MAX_LIST_PAGE_SIZE, ShiftCount } from '../lists/list-request';
import { CANDIDATE_SORT_KEYS } from '../lists/sort-options';
import { maxLengthMessage } from '../messages';
import { defineCall } from './call';
import { ExportedFile, ExportQuery } from './export-format';
import { storableText } from './storable-text';

/** The drawer filters of the candidate list (SPEC.md §7): ids for places and jobs, names for titles and shifts. */
export const CandidateFilterRequests = z.object({
  hospitalRequests: filterIds('hospitalRequests', 'hospital ids'),
  unitRequests: filterIds('unitRequests', 'unit ids'),
  regionRequests: filterIds('regionRequests', 'region ids'),
  jobRequests: filterIds('jobRequests', 'job ids'),
  titleRequests: filterNames('titleRequests'),
  shiftRequests: filterNames('shiftRequests'),
});
export type CandidateFilterRequests = z.infer<typeof CandidateFilterRequests>;

export const CandidateListOptions = CandidateFilterRequests.extend({
  /** Matches the start of the first name, the last name or 'first last', in any case. */
  searchName: storableText().trim().max(SEARCH_MAX, maxLengthMessage(SEARCH_MAX)).optional(),
  /** No statuses means the default one, Ready for Review (SPEC.md §4). */
  statuses: z.array(z.enum(CANDIDATE_STATUSES)).max(CANDIDATE_STATUSES.length).optional(),
  /** Only candidates past their review-by time (the dashboard's overdue count opens the list with it). */
  overdueOnly: z.boolean().optional(),
});
export type CandidateListOptions = z.infer<typeof CandidateListOptions>;

/** The candidate list sorts by available start date, earliest first, unless the request says otherwise (SPEC.md §4, §9). */
const paging = (maxPageSize: number) => listPaging({ sortKeys: CANDIDATE_SORT_KEYS, defaultSort: 'startdate', defaultOrder: 'asce', maxPageSize });

export const CandidateListRequest = z.object({ ...paging(MAX_LIST_PAGE_SIZE), options: CandidateListOptions.prefault({}) });
export type CandidateListRequest = z.input<typeof CandidateListRequest>;
export const CandidateExportRequest = CandidateListRequest.extend(paging(MAX_EXPORT_ROWS));
export type CandidateExportRequest = z.input<typeof CandidateExportRequest>;

const timestamp = z.iso.datetime({ offset: true });

/** The job a candidate was submitted to (SPEC.md §3 candidate jobEntity); null fields when the job is gone. */
export const CandidateJobEntity = z.object({
  jobId: z.uuid().nullable(),
  /** What the job details route is opened with: the Job #. */
  jobOrExternalId: z.string().nullable(),
  jobTitle: z.string(),
  hospital: z.string(),
  hospitalId: z.uuid(),
  unit: z.string(),
  unitType: z.string(),
  startDate: isoDate.nullable(),
  /** Weeks. */
  duration: z.number().int().nullable(),
});
export type CandidateJobEntity = z.infer<typeof CandidateJobEntity>;

/** The badge of a clinician evaluated before, with the evaluation's summary. */
export const CandidateRehire = z.object({
  answer: z.enum(['Preferred', 'Do not return']),
  /** 'Clinical 5 · Reliability 4 · Teamwork 5, ICU at Northwind General, 11/02/2026'. */
  summary: z.string(),
  /** Where a do-not-return applies; null for Preferred. */
  scope: z.enum(DO_NOT_RETURN_SCOPES).nullable(),
  reason: z.string().nullable(),
});
export type CandidateRehire = z.infer<typeof CandidateRehire>;

/**
 * One row of the candidate list (SPEC.md §3 'Candidate') with the review clock: when the candidate
 * was submitted, when it must be reviewed by (null once decided) and whether that time has passed.
 */
export const CandidateListItem = z.object({
  /** The clinician. */
  candidateId: z.uuid(),
  /** The submission: what /candidates/{candidateId} opens. */
  dealId: z.uuid(),
  candidateFirstName: z.string(),
  candidateLastName: z.string(),
  candidateEmail: z.string(),
  candidatePhoneNumber: z.string().nullable(),
  candidateStatus: z.enum(CANDIDATE_STATUSES),
  candidateOverrideStatus: z.string().nullable(),
  /** Where the offer was extended from, once offered: 'mobile' shows as 'Candidate approved, processing offer' (SPEC.md §4). */
  offerChannel: z.enum(OFFER_CHANNELS).nullable(),
  candidateShift: z.string(),
  candidateTitle: z.string(),
  /** Available start date. */
  candidateStartDate: isoDate,
  jobEntity: CandidateJobEntity,
  submittedAt: timestamp,
  /** Submission plus the network's review hours, while the candidate waits for a decision (Ready for Review or Pending Review). */
  reviewBy: timestamp.nullable(),
  isOverdue: z.boolean(),
  /**
   * What an earlier assignment's evaluation says of the same clinician (issue 34): 'Do not return'
   * while a confirmed do-not-return covers this submission's unit or hospital (it cannot be offered),
   * otherwise 'Preferred' when the latest such answer wants them back; null when neither.
   */
  rehire: CandidateRehire.nullable(),
});
export type CandidateListItem = z.infer<typeof CandidateListItem>;

/** SPEC.md §3 names the list answer's fields `candidates` and `candidatesCount`. */
export const CandidateListResponse = z.object({
  candidates: z.array(CandidateListItem).max(MAX_LIST_PAGE_SIZE),
  candidatesCount: z.number().int().min(0),
});
export type CandidateListResponse = z.infer<typeof CandidateListResponse>;

/** Options of the candidate filter drawer, each counted under the other groups' selections (as the other lists do). */
export const CandidateFilterCounts = z.object({
  hospitalCount: z.array(FilterCount),
  unitCount: z.array(FilterCount),
  titleCount: z.array(FilterCount),
  regionCount: z.array(FilterCount),
  /**
   * Jobs named 'title (Job #)', ids holding the job's id: the MAX_JOB_OPTIONS with the most
   * candidates (a large network has thousands) and every job the request chose, by name.
   */
  jobCount: z.array(FilterCount),
  shiftCount: z.array(ShiftCount),
  resultCount: z.number().int().min(0),
});
export type CandidateFilterCounts = z.infer<typeof CandidateFilterCounts>;

/** Most jobs the drawer's job group offers: those with the most candidates. */
export const MAX_JOB_OPTIONS = 100;

export const CandidateFilterRequest = z.object({ options: CandidateListOptions.prefault({}) });
export type CandidateFilterRequest = z.input<typeof CandidateFilterRequest>;

/** Who may read the candidate list: every candidate call needs it. */
export const CANDIDATE_VIEW_ACCESS = { privileges: ['ViewCandidates'] } as const;

export const getCandidates = defineCall({
  name: 'DealsCandidates',
  method: 'POST',
  version: 'v1',
  path: 'Deals/Candidates',
  summary: 'One page of the candidates submitted to the visible hospitals, searched by name, filtered and sorted, with their review clock.',
  scope: 'tenant',
  access: CANDIDATE_VIEW_ACCESS,
  body: CandidateListRequest,
  response: CandidateListResponse,
});

export const getCandidateFilterOptions = defineCall({
  name: 'GetCandidateFilterOptions',
  method: 'POST',
  version: 'v1',
  path: 'GetCandidateFilterOptions',
  summary: 'Options of the candidate filter drawer with their counts (older name of Deals/Candidates/FilterCounts).',
  scope: 'tenant',
  access: CANDIDATE_VIEW_ACCESS,
  body: CandidateFilterRequest,
  response: CandidateFilterCounts,
});

export const getCandidateFilterCounts = defineCall({
  name: 'GetCandidateFilterCounts',
  method: 'POST',
  version: 'v1',
  path: 'Deals/Candidates/FilterCounts',
  summary: 'Options of the candidate filter drawer with their counts (used with the counts-v2 flag).',
  scope: 'tenant',
  access: CANDIDATE_VIEW_ACCESS,
  body: CandidateFilterRequest,
  response: CandidateFilterCounts,
});

export const getCandidateStatus = defineCall({
  name: 'GetCandidateStatus',
  method: 'GET',
  version: 'v1',
  path: 'GetCandidateStatus',
  summary: "Statuses the candidate list filters by, each with its display label (SPEC.md §4: Offered shows as 'Offer Pending').",
  scope: 'user',
  access: CANDIDATE_VIEW_ACCESS,
  response: z.array(z.object({ value: z.enum(CANDIDATE_STATUSES), label: z.string() })),
});

export const downloadCandidates = defineCall({
  name: 'DownloadCandidates',
  method: 'POST',
  version: 'v1',
  path: 'Deals/Candidates/Download',
  summary: 'The candidate list with all its filters as a streamed CSV or XLSX file.',
  scope: 'tenant',
  access: { privileges: [...CANDIDATE_VIEW_ACCESS.privileges, 'ExportCandidates'] },
  query: ExportQuery,
  body: CandidateExportRequest,
  response: ExportedFile,
});

export const CANDIDATE_LIST_CALLS = [getCandidates, getCandidateFilterOptions, getCandidateFilterCounts, getCandidateStatus, downloadCandidates] as const;
