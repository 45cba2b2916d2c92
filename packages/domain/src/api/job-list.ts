import { z } from 'zod';
import { JOB_POSTING_STATUSES } from '../deals/statuses';
import { JOB_NUMBER_PREFIX, JOB_SEARCH_MAX, JOB_SEARCH_MIN, SEARCH_MAX } from '../limits';
import { FilterCount, filterIds, filterNames, isoDate, listPaging, MAX_EXPORT_ROWS, MAX_LIST_PAGE_SIZE, ShiftCount } from '../lists/list-request';
import { JOB_SORT_KEYS } from '../lists/sort-options';
import { maxLengthMessage } from '../messages';
import { defineCall } from './call';
import { ExportedFile, ExportQuery } from './export-format';
import { OwnEmailQuery } from './platform';

/** Most jobs one candidate-count request names: a page of the list. */
export const MAX_COUNTED_JOBS = MAX_LIST_PAGE_SIZE;

export const JobFilterRequests = z.object({
  hospitalRequests: filterIds('hospitalRequests'),
  regionRequests: filterIds('regionRequests'),
  unitRequests: filterIds('unitRequests'),
  titleRequests: filterNames('titleRequests'),
  shiftRequests: filterNames('shiftRequests'),
});
export type JobFilterRequests = z.infer<typeof JobFilterRequests>;

const LEADING_JOB_NUMBER_PREFIX = new RegExp(`^${JOB_NUMBER_PREFIX}`, 'i');

/** The part of a Job # search that is matched: trimmed, without a leading 'CPT' (any case) a pasted Job # brings. */
export const jobSearchTerm = (text: string): string => text.trim().replace(LEADING_JOB_NUMBER_PREFIX, '');

/** The term to query for what the user typed, or undefined while it is too short or too long to query. */
export const jobSearchQuery = (text: string): string | undefined => {
  const term = jobSearchTerm(text);
  return term.length >= JOB_SEARCH_MIN && term.length <= JOB_SEARCH_MAX ? term : undefined;
};

/**
 * SPEC.md §5: the Job # search queries from 6 to 10 characters, trimmed; empty clears it. The rule
 * applies to the number after any 'CPT' prefix, so 'CPT10002812' searches for '10002812', and a
 * bare 'CPT' is too short rather than empty. The raw text is bounded first, so no request makes the
 * server trim or scan an unbounded string.
 */
export const JobSearch = z
  .string()
  .max(SEARCH_MAX, { message: maxLengthMessage(JOB_SEARCH_MAX), abort: true })
  .superRefine((text, ctx) => {
    const term = jobSearchTerm(text);
    if (term.length > JOB_SEARCH_MAX) ctx.addIssue({ code: 'custom', message: maxLengthMessage(JOB_SEARCH_MAX) });
    else if (text.trim().length > 0 && term.length < JOB_SEARCH_MIN) {
      ctx.addIssue({ code: 'custom', message: `Enter at least ${JOB_SEARCH_MIN} characters of the Job #` });
    }
  })
  .transform(jobSearchTerm)
  .optional();

/** The default status filter of the job list (SPEC.md §4). */
export const DEFAULT_JOB_STATUSES = ['Active', 'Pending Review'] as const;

export const JobListOptions = JobFilterRequests.extend({
  searchName: JobSearch,
  /** No statuses means the default ones. */
  statuses: z.array(z.enum(JOB_POSTING_STATUSES)).max(JOB_POSTING_STATUSES.length).optional(),
});
export type JobListOptions = z.infer<typeof JobListOptions>;

/** The job list shows the newest first unless the request says otherwise (SPEC.md §4: Newly Added). */
const paging = (maxPageSize: number) => listPaging({ sortKeys: JOB_SORT_KEYS, defaultSort: 'createddate', defaultOrder: 'desc', maxPageSize });

export const JobListRequest = z.object({ ...paging(MAX_LIST_PAGE_SIZE), options: JobListOptions.prefault({}) });
export type JobListRequest = z.input<typeof JobListRequest>;
export const JobExportRequest = JobListRequest.extend(paging(MAX_EXPORT_ROWS));
export type JobExportRequest = z.input<typeof JobExportRequest>;

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

/** The one list answer not shaped `{ data, count }` (listResponse): SPEC.md §3 names its fields `jobs` and `jobsCount`. */
export const JobListResponse = z.object({ jobs: z.array(JobListItem).max(MAX_LIST_PAGE_SIZE), jobsCount: z.number().int().min(0) });
export type JobListResponse = z.infer<typeof JobListResponse>;

/** Options of the job filter drawer, each counted under the other groups' selections (as the assignment lists do). */
export const JobFilterCounts = z.object({
  hospitalCount: z.array(FilterCount),
  regionCount: z.array(FilterCount),
  unitCount: z.array(FilterCount),
  titleCount: z.array(FilterCount),
  shiftCount: z.array(ShiftCount),
  resultCount: z.number().int().min(0),
});
export type JobFilterCounts = z.infer<typeof JobFilterCounts>;

const COUNTED_CANDIDATE_STATUSES = ['Ready for Review', 'Offered'] as const;

/** Candidates for job (SPEC.md §7): counts of Ready for Review and Offered candidates per job of a page. */
export const JobCandidateCountsRequest = z.object({
  jobIds: z.array(z.uuid({ message: 'jobIds must hold job ids' })).min(1).max(MAX_COUNTED_JOBS),
  statuses: z.array(z.enum(COUNTED_CANDIDATE_STATUSES)).min(1).max(COUNTED_CANDIDATE_STATUSES.length).default([...COUNTED_CANDIDATE_STATUSES]),
  pageSize: z.literal(0).default(0),
  sortBy: z.literal('startdate').default('startdate'),
  sortOrder: z.literal('asce').default('asce'),
});
export type JobCandidateCountsRequest = z.input<typeof JobCandidateCountsRequest>;

export const JobCandidateCounts = z.object({
  counts: z.array(z.object({ jobId: z.uuid(), readyForReview: z.number().int(), offered: z.number().int() })),
});
export type JobCandidateCounts = z.infer<typeof JobCandidateCounts>;

/** Who may read job postings: every job call needs it. */
export const JOB_VIEW_ACCESS = { privileges: ['ViewRequests'] } as const;

export const getJobs = defineCall({
  name: 'Jobs',
  method: 'POST',
  version: 'v1',
  path: 'Jobs',
  summary: 'One page of the job postings of the visible hospitals, searched by Job #, filtered and sorted.',
  scope: 'tenant',
  access: JOB_VIEW_ACCESS,
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
  access: JOB_VIEW_ACCESS,
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
  access: JOB_VIEW_ACCESS,
  response: z.array(z.object({ value: z.enum(JOB_POSTING_STATUSES), label: z.string() })),
});

export const getJobCandidateCounts = defineCall({
  name: 'Candidates',
  method: 'POST',
  version: 'v1',
  path: 'Candidates',
  summary: 'Ready for Review and Offered candidate counts of the jobs of a list page.',
  scope: 'tenant',
  access: JOB_VIEW_ACCESS,
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
  access: { privileges: [...JOB_VIEW_ACCESS.privileges, 'ViewExport'] },
  query: ExportQuery,
  body: JobExportRequest,
  response: ExportedFile,
});

export const JOB_LIST_CALLS = [getJobs, getJobFilterOptions, getJobStatusesByUser, getJobCandidateCounts, exportJobList] as const;
