import { z } from 'zod';
import { storableText } from './storable-text';
import { JOB_POSTING_STATUSES } from '../deals/statuses';
import { CLOSE_JOB_REASONS } from '../jobs/job-rules';
import { NOTES_MAX_MESSAGE, POSITIONS_MAX_MESSAGE, POSITIONS_MIN_MESSAGE } from '../jobs/job-form';
import { NOTES_MAX, POSITIONS_MAX, ROUTE_ID_MAX } from '../limits';
import { isoDate } from '../lists/list-request';
import { EXTENSION_WEEKS_MAX } from './assignment-details';
import { defineCall } from './call';
import { HistoryPage, HistoryQuery } from './history';
import { JOB_LIST_CALLS, JOB_VIEW_ACCESS, JobListItem } from './job-list';

/**
 * Job ids of SPEC.md §5 as the details route carries them (jobOrExternalId): the job's UUID in
 * lower case, optionally prefixed CPT plus 8 letters or digits, or its Job # alone in any case. No
 * `i` flag: the pattern the API documents is the one it enforces.
 */
export const JOB_ID_PATTERN = /^([Cc][Pp][Tt][0-9A-Za-z]{8}|(CPT[0-9A-Za-z]{8})?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export const JobIdParams = z.object({ id: z.string().max(ROUTE_ID_MAX).regex(JOB_ID_PATTERN, 'id must be a job id or a Job #') });

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
  /** The newest candidates, at most 50. */
  candidates: z.array(JobCandidate),
  /** All candidates of the job, so the page can say when it shows only the newest. */
  candidatesCount: z.number().int().min(0),
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
  reasonRequest: storableText().trim().min(1, 'reasonRequest is required').max(100),
  availablePositions: z.number().int().min(1, POSITIONS_MIN_MESSAGE).max(POSITIONS_MAX, POSITIONS_MAX_MESSAGE),
  /** Weeks, 1 to 26. */
  duration: z.number().int().min(1).max(EXTENSION_WEEKS_MAX, `duration must be 1 to ${EXTENSION_WEEKS_MAX} weeks`),
  startDate: isoDate,
  notes: z.string({ error: 'notes is required (send "" for none)' }).max(NOTES_MAX, NOTES_MAX_MESSAGE),
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
  /** The ending assignment this job replaces (docs/decisions/0161-replace-an-ending-assignment.md). */
  replacesAssignmentId: z.uuid({ message: 'replacesAssignmentId must be an assignment id' }).optional(),
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
    reasonId: z.number().int().min(1).max(LOOKUP_ID_MAX).refine((id) => (closeReasonIds as number[]).includes(id), `reasonId must be one of ${closeReasonIds.join(', ')}`),
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

export const getJobTitlesAndShifts = defineCall({
  name: 'GetJobTitlesAndShifts',
  method: 'GET',
  version: 'v1',
  path: 'GetJobTitlesAndShifts',
  summary: 'Titles, shifts, shift lengths, request reasons and close reasons the job form offers.',
  scope: 'user',
  access: JOB_VIEW_ACCESS,
  response: JobTitlesAndShifts,
});

export const getUnitDetailsForHospital = defineCall({
  name: 'GetUnitDetailsForHospital',
  method: 'GET',
  version: 'v1',
  path: 'GetUnitDetailsForHospital',
  summary: "A visible hospital's units, sorted by name.",
  scope: 'tenant',
  access: JOB_VIEW_ACCESS,
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
  access: JOB_VIEW_ACCESS,
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
  access: JOB_VIEW_ACCESS,
  query: z.object({ externalId: storableText().trim().min(1, 'externalId is required').max(40) }),
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

/** Not named by SPEC.md §7 (issue 17): the job details page's History panel, with the details call's access. */
export const getJobHistory = defineCall({
  name: 'Jobs/{id}/History',
  method: 'GET',
  version: 'v2',
  path: 'Jobs/:id/History',
  summary: "The job's audit log, newest first: who did what, when, and which fields changed from what to what.",
  scope: 'tenant',
  access: getJobDetails.access,
  params: JobIdParams,
  query: HistoryQuery,
  response: HistoryPage,
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
  // Closing needs CloseRequest and declining RejectRequisitions: a caller with neither is refused before any job is looked up.
  access: { privileges: ['ViewRequests'], anyPrivilege: ['CloseRequest', 'RejectRequisitions'] },
  body: PatchJobRequest,
  response: PatchJobResponse,
});

export const JOB_CALLS = [
  ...JOB_LIST_CALLS,
  getJobTitlesAndShifts,
  getUnitDetailsForHospital,
  getJobApprovers,
  getJobApproversByJob,
  getJobDetails,
  getJobHistory,
  addJob,
  updateJob,
  patchJob,
] as const;
