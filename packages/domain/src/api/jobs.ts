import { z } from 'zod';
import { JOB_POSTING_STATUSES } from '../deals/statuses';
import { CLOSE_JOB_REASONS } from '../jobs/job-rules';
import { NOTES_MAX_MESSAGE, POSITIONS_MAX_MESSAGE, POSITIONS_MIN_MESSAGE } from '../jobs/job-form';
import { JOB_SEARCH_MAX, JOB_SEARCH_MIN, NOTES_MAX, POSITIONS_MAX, SORT_ORDERS } from '../limits';
import { JOB_SORT_KEYS } from '../lists/sort-options';
import { EXTENSION_WEEKS_MAX } from './assignment-details';
import { defineCall } from './call';
import { ExportQuery } from './export-format';
import { OwnEmailQuery } from './platform';

const MAX_FILTER_VALUES = 500;
/** Largest page the job list answers; it shows 24 (SPEC.md §9). */
export const MAX_JOB_PAGE_SIZE = 100;
export const MAX_JOB_EXPORT_ROWS = 1_000_000;
/** Most jobs one candidate-count request names: a page of the list. */
export const MAX_COUNTED_JOBS = 100;

/**
 * Job ids of SPEC.md §5 as the details route carries them (jobOrExternalId): the job's UUID,
 * optionally prefixed CPT plus 8 characters, or its Job # alone (CPT plus 8 characters).
 */
export const JOB_ID_PATTERN = /^(CPT[0-9A-Za-z]{8}|(CPT.{8})?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
export const JobIdParams = z.object({ id: z.string().regex(JOB_ID_PATTERN, 'id must be a job id or a Job #') });

const ids = (group: string) => z.array(z.uuid({ message: `${group} must hold ids` })).max(MAX_FILTER_VALUES).optional();
const names = (group: string) => z.array(z.string().trim().min(1, `${group} must not hold empty values`).max(200)).max(MAX_FILTER_VALUES).optional();

export const JobFilterRequests = z.object({
  hospitalRequests: ids('hospitalRequests'),
  regionRequests: ids('regionRequests'),
  unitRequests: ids('unitRequests'),
  titleRequests: names('titleRequests'),
  shiftRequests: names('shiftRequests'),
});
export type JobFilterRequests = z.infer<typeof JobFilterRequests>;

/** SPEC.md §5: the Job # search queries from 6 to 10 characters, trimmed; empty clears it. */
export const JobSearch = z
  .string()
  .trim()
  .max(JOB_SEARCH_MAX, `Maximum length is ${JOB_SEARCH_MAX} characters`)
  .refine((text) => text.length === 0 || text.length >= JOB_SEARCH_MIN, `Enter at least ${JOB_SEARCH_MIN} characters of the Job #`)
  .optional();

/** The default status filter of the job list (SPEC.md §4). */
export const DEFAULT_JOB_STATUSES = ['Active', 'Pending Review'] as const;

export const JobListOptions = JobFilterRequests.extend({
  searchName: JobSearch,
  /** No statuses means the default ones. */
  statuses: z.array(z.enum(JOB_POSTING_STATUSES)).max(JOB_POSTING_STATUSES.length).optional(),
});
export type JobListOptions = z.infer<typeof JobListOptions>;

const paging = (maxPageSize: number) => ({
  sortBy: z.enum(JOB_SORT_KEYS).default('createddate'),
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
  pageSize: z.number().int().min(1).max(maxPageSize, `pageSize must be at most ${maxPageSize}`).default(24),
  /** One-based (SPEC.md §7). */
  pageNumber: z.number().int().min(1).max(1_000_000).default(1),
});

export const JobListRequest = z.object({ ...paging(MAX_JOB_PAGE_SIZE), options: JobListOptions.prefault({}) });
export type JobListRequest = z.input<typeof JobListRequest>;
export const JobExportRequest = JobListRequest.extend(paging(MAX_JOB_EXPORT_ROWS));
export type JobExportRequest = z.input<typeof JobExportRequest>;

const isoDate = z.iso.date({ message: 'Dates must be written yyyy-mm-dd' });
const money = z.number().nullable();

/** One row of the job list (SPEC.md §3 'Job posting'); absent values are null and show as N/A. */
export const JobListItem = z.object({
  jobId: z.uuid(),
  /** What the details route is opened with: the Job #. */
  jobOrExternalId: z.string(),
  externalId: z.string(),
  jobTitle: z.string(),
  jobTypeId: z.number().int(),
  /** Travel or PRN. */
  jobType: z.string(),
  requisitionId: z.string().nullable(),
  postingStatus: z.enum(JOB_POSTING_STATUSES),
  hospital: z.string(),
  hospitalId: z.uuid(),
  city: z.string(),
  state: z.string(),
  unit: z.string(),
  unitType: z.string(),
  shift: z.string(),
  /** Weeks. */
  duration: z.number().int(),
  startDate: isoDate,
  availablePositions: z.number().int(),
  openPositions: z.number().int(),
  /** Hourly bill rates in US dollars. */
  billRateActual: money,
  localBillRateActual: money,
  approverIds: z.array(z.uuid()),
  createdOn: z.iso.datetime({ offset: true }),
  modifiedOn: z.iso.datetime({ offset: true }),
  modifiedBy: z.string().nullable(),
});
export type JobListItem = z.infer<typeof JobListItem>;

export const JobListResponse = z.object({ jobs: z.array(JobListItem), jobsCount: z.number().int().min(0) });
export type JobListResponse = z.infer<typeof JobListResponse>;

const FilterCount = z.object({ name: z.string(), count: z.number().int().min(0), ids: z.array(z.string()) });

/** Options of the job filter drawer, each counted under the other groups' selections (as the assignment lists do). */
export const JobFilterCounts = z.object({
  hospitalCount: z.array(FilterCount),
  regionCount: z.array(FilterCount),
  unitCount: z.array(FilterCount),
  titleCount: z.array(FilterCount),
  shiftCount: z.array(z.object({ key: z.string(), value: z.number().int().min(0) })),
  resultCount: z.number().int().min(0),
});
export type JobFilterCounts = z.infer<typeof JobFilterCounts>;

const Option = z.object({ id: z.number().int(), name: z.string() });

export const JobTitlesAndShifts = z.object({
  titles: z.array(Option),
  shifts: z.array(Option),
  shiftLengths: z.array(Option),
  reasons: z.array(Option),
  closeReasons: z.array(Option),
});
export type JobTitlesAndShifts = z.infer<typeof JobTitlesAndShifts>;

export const UnitDetail = z.object({ unitId: z.uuid(), name: z.string(), unitType: z.string() });
export type UnitDetail = z.infer<typeof UnitDetail>;

export const JobApprover = z.object({ userId: z.uuid(), name: z.string(), email: z.string() });
export type JobApprover = z.infer<typeof JobApprover>;

export const JobCandidate = z.object({
  dealId: z.uuid(),
  candidateFirstName: z.string(),
  candidateLastName: z.string(),
  candidateStatus: z.string(),
  candidateStartDate: isoDate.nullable(),
});

/** Everything the details page shows (SPEC.md §3), with what the caller may do to it. */
export const JobDetails = JobListItem.extend({
  unitId: z.uuid(),
  jobTitleId: z.number().int(),
  shiftId: z.number().int(),
  shiftLength: z.string(),
  shiftLengthId: z.number().int(),
  reasonRequest: z.string(),
  notes: z.string().nullable(),
  approvalStages: z.number().int(),
  approvers: z.array(JobApprover),
  candidates: z.array(JobCandidate),
  createdBy: z.string().nullable(),
  closeReason: z.string().nullable(),
  /** Optimistic-concurrency version an edit, approval or close must carry. */
  version: z.number().int(),
  actions: z.object({ edit: z.boolean(), approve: z.boolean(), decline: z.boolean(), close: z.boolean() }),
});
export type JobDetails = z.infer<typeof JobDetails>;

/** Largest id of the lookup tables: they are keyed by PostgreSQL smallint. */
const LOOKUP_ID_MAX = 32_767;
const lookupId = (field: string) => z.number().int().positive().max(LOOKUP_ID_MAX, `${field} must be at most ${LOOKUP_ID_MAX}`);

const jobFields = {
  unitId: z.uuid({ message: 'unitId must be a unit id' }),
  jobTitleId: lookupId('jobTitleId'),
  shiftId: lookupId('shiftId'),
  shiftLengthId: lookupId('shiftLengthId'),
  reasonRequest: z.string().trim().min(1, 'reasonRequest is required').max(100),
  availablePositions: z.number().int().min(1, POSITIONS_MIN_MESSAGE).max(POSITIONS_MAX, POSITIONS_MAX_MESSAGE),
  /** Weeks, 1 to 26. */
  duration: z.number().int().min(1).max(EXTENSION_WEEKS_MAX, `duration must be 1 to ${EXTENSION_WEEKS_MAX} weeks`),
  startDate: isoDate,
  notes: z.string().max(NOTES_MAX, NOTES_MAX_MESSAGE),
};

/**
 * AddJob. Who creates it, when, its status and Job # come from the server, never the client; the
 * hospital's name, unit and title names are looked up from their ids.
 */
export const AddJobRequest = z.object({
  hospitalId: z.uuid({ message: 'hospitalId must be a hospital id' }),
  ...jobFields,
  notes: jobFields.notes.default(''),
  approverIds: z.array(z.uuid()).max(20).default([]),
});
export type AddJobRequest = z.input<typeof AddJobRequest>;

export const JobChangeResponse = z.object({
  response: z.string(),
  jobId: z.uuid(),
  externalId: z.string(),
  postingStatus: z.enum(JOB_POSTING_STATUSES),
  openPositions: z.number().int(),
  version: z.number().int(),
});
export type JobChangeResponse = z.infer<typeof JobChangeResponse>;

/**
 * UpdateJob: the edit drawer's Approve. The hospital stays; `version` is the one the user saw.
 * Every field is sent, notes too, so a client that leaves one out cannot clear it unawares.
 */
export const UpdateJobRequest = z.object({
  jobId: z.uuid({ message: 'jobId must be a job id' }),
  version: z.number().int().min(1),
  ...jobFields,
});
export type UpdateJobRequest = z.input<typeof UpdateJobRequest>;

const closeReasonIds = CLOSE_JOB_REASONS.map((reason) => reason.id);

/** PATCH /api/v2/Jobs: close (or cancel) a posting with a reason, or decline one waiting for its approver. */
export const PatchJobRequest = z.discriminatedUnion('status', [
  z.object({
    jobId: z.uuid({ message: 'jobId must be a job id' }),
    version: z.number().int().min(1),
    status: z.literal('Closed'),
    reasonId: z.number().refine((id) => (closeReasonIds as number[]).includes(id), `reasonId must be one of ${closeReasonIds.join(', ')}`),
  }),
  z.object({
    jobId: z.uuid({ message: 'jobId must be a job id' }),
    version: z.number().int().min(1),
    status: z.literal('Declined'),
  }),
]);
export type PatchJobRequest = z.input<typeof PatchJobRequest>;

export const PatchJobResponse = z.object({
  job: z.object({
    jobId: z.uuid(),
    status: z.enum(JOB_POSTING_STATUSES),
    openPositions: z.number().int(),
    startDate: isoDate,
    modifiedOn: z.iso.datetime({ offset: true }),
    version: z.number().int(),
  }),
});
export type PatchJobResponse = z.infer<typeof PatchJobResponse>;

/** Candidates for job (SPEC.md §7): counts of Ready for Review and Offered candidates per job of a page. */
export const JobCandidateCountsRequest = z.object({
  jobIds: z.array(z.uuid({ message: 'jobIds must hold job ids' })).min(1).max(MAX_COUNTED_JOBS),
  statuses: z.array(z.enum(['Ready for Review', 'Offered'])).min(1).default(['Ready for Review', 'Offered']),
  pageSize: z.literal(0).default(0),
  sortBy: z.literal('startdate').default('startdate'),
  sortOrder: z.literal('asce').default('asce'),
});
export type JobCandidateCountsRequest = z.input<typeof JobCandidateCountsRequest>;

export const JobCandidateCounts = z.object({
  counts: z.array(z.object({ jobId: z.uuid(), readyForReview: z.number().int(), offered: z.number().int() })),
});
export type JobCandidateCounts = z.infer<typeof JobCandidateCounts>;

const exportFile = z.string().describe('The file (text/csv or the XLSX type), named in Content-Disposition');

const VIEW = { privileges: ['ViewRequests'] } as const;

export const getJobs = defineCall({
  name: 'Jobs',
  method: 'POST',
  version: 'v1',
  path: 'Jobs',
  summary: 'One page of the job postings of the visible hospitals, searched by Job #, filtered and sorted.',
  scope: 'tenant',
  access: VIEW,
  query: OwnEmailQuery,
  body: JobListRequest,
  response: JobListResponse,
});

export const getJobFilterOptions = defineCall({
  name: 'GetJobFilterOptions',
  method: 'POST',
  version: 'v1',
  path: 'GetJobFilterOptions',
  summary: 'Options of the job filter drawer with their counts.',
  scope: 'tenant',
  access: VIEW,
  body: z.object({ options: JobListOptions.prefault({}) }),
  response: JobFilterCounts,
});

export const getJobStatusesByUser = defineCall({
  name: 'GetJobStatusesByUser',
  method: 'GET',
  version: 'v1',
  path: 'GetJobStatusesByUser',
  summary: 'Statuses the job list filters by, Declined and Pending Approval last.',
  scope: 'user',
  access: VIEW,
  response: z.array(z.object({ value: z.enum(JOB_POSTING_STATUSES), label: z.string() })),
});

export const getJobTitlesAndShifts = defineCall({
  name: 'GetJobTitlesAndShifts',
  method: 'GET',
  version: 'v1',
  path: 'GetJobTitlesAndShifts',
  summary: 'Titles, shifts, shift lengths, request reasons and close reasons the job form offers.',
  scope: 'user',
  access: VIEW,
  response: JobTitlesAndShifts,
});

export const getUnitDetailsForHospital = defineCall({
  name: 'GetUnitDetailsForHospital',
  method: 'GET',
  version: 'v1',
  path: 'GetUnitDetailsForHospital',
  summary: "A visible hospital's units, sorted by name.",
  scope: 'tenant',
  access: VIEW,
  query: z.object({ hospitalId: z.uuid({ message: 'hospitalId must be a hospital id' }) }),
  response: z.array(UnitDetail),
});

export const getJobApprovers = defineCall({
  name: 'JobApprovers',
  method: 'GET',
  version: 'v1',
  path: 'JobApprovers',
  summary: "Active job approvers of a visible hospital (General Users marked as approvers who see it).",
  scope: 'tenant',
  access: VIEW,
  query: z.object({ hospitalId: z.uuid({ message: 'hospitalId must be a hospital id' }) }),
  response: z.array(JobApprover),
});

export const getJobApproversByJob = defineCall({
  name: 'JobApproversByJob',
  method: 'GET',
  version: 'v1',
  path: 'JobApproversByJob',
  summary: "A visible job's designated approvers, by its Job #.",
  scope: 'tenant',
  access: VIEW,
  query: z.object({ externalId: z.string().trim().min(1, 'externalId is required').max(40) }),
  response: z.array(JobApprover),
});

export const getJobDetails = defineCall({
  name: 'JobDetails',
  method: 'GET',
  version: 'v1',
  path: 'JobDetails/:id',
  summary: 'One job posting of a visible hospital by its id or Job #, with approvers, candidates and allowed actions.',
  scope: 'tenant',
  access: { privileges: ['ViewJobDetails'] },
  params: JobIdParams,
  response: JobDetails,
});

export const addJob = defineCall({
  name: 'AddJob',
  method: 'POST',
  version: 'v1',
  path: 'AddJob',
  summary: 'Creates a job posting; send an Idempotency-Key so a double submit creates one.',
  scope: 'tenant',
  access: { privileges: ['CreateRequest'] },
  body: AddJobRequest,
  response: JobChangeResponse,
  successStatus: 201,
});

export const updateJob = defineCall({
  name: 'UpdateJob',
  method: 'PUT',
  version: 'v1',
  path: 'UpdateJob',
  summary: 'Edits and approves a job posting seen at `version` (409 when someone changed it since).',
  scope: 'tenant',
  access: { privileges: ['EditRequest'] },
  body: UpdateJobRequest,
  response: JobChangeResponse,
});

export const patchJob = defineCall({
  name: 'PatchJobs',
  method: 'PATCH',
  version: 'v2',
  path: 'Jobs',
  summary: 'Closes (or cancels) a job posting with a reason, or declines one waiting for its approver.',
  scope: 'tenant',
  access: { privileges: ['ViewRequests'] },
  body: PatchJobRequest,
  response: PatchJobResponse,
});

export const getJobCandidateCounts = defineCall({
  name: 'Candidates',
  method: 'POST',
  version: 'v1',
  path: 'Candidates',
  summary: 'Ready for Review and Offered candidate counts of the jobs of a list page.',
  scope: 'tenant',
  access: VIEW,
  body: JobCandidateCountsRequest,
  response: JobCandidateCounts,
});

export const exportJobList = defineCall({
  name: 'ExportJobList',
  method: 'POST',
  version: 'v1',
  path: 'ExportJobList',
  summary: 'The job list with all its filters as a streamed CSV or XLSX file.',
  scope: 'tenant',
  access: { privileges: ['ViewRequests', 'ViewExport'] },
  query: ExportQuery,
  body: JobExportRequest,
  response: exportFile,
});

export const JOB_CALLS = [
  getJobs,
  getJobFilterOptions,
  getJobStatusesByUser,
  getJobTitlesAndShifts,
  getUnitDetailsForHospital,
  getJobApprovers,
  getJobApproversByJob,
  getJobDetails,
  addJob,
  updateJob,
  patchJob,
  getJobCandidateCounts,
  exportJobList,
] as const;
