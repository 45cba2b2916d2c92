import type { FeatureFlags, FlagKey } from '@portal/domain/access/feature-flags';
import type { JobListItem } from '@portal/domain/api/job-list';
import { positionsLabel } from '@portal/domain/jobs/job-rules';
import type { ListColumn } from '@/components/list/list-columns';
import { StatusChip } from '@/components/status-chip';
import { formatDate, formatHourlyRate, formatLocation, formatWeeks, NOT_AVAILABLE, orNotAvailable } from '@/lib/display-format';
import type { CandidateCountsByJob } from '../api/get-job-candidate-counts';

type JobColumn = ListColumn<JobListItem>;

interface JobField extends Omit<JobColumn, 'value'> {
  /** `counts` is undefined until the candidate counts arrive (or when they failed). */
  value: (job: JobListItem, counts: CandidateCountsByJob | undefined) => string;
  /** Shown only with this feature flag on. */
  flag?: FlagKey;
  /** A candidate count: shown only while Active is among the statuses (SPEC.md §7). */
  candidateCount?: true;
}

const candidateCount = (key: 'readyForReview' | 'offered') => (job: JobListItem, counts: CandidateCountsByJob | undefined) =>
  counts ? String(counts.get(job.jobId)?.[key] ?? 0) : NOT_AVAILABLE;

/** The table's pinned first column. */
export const JOB_NUMBER_COLUMN = { id: 'jobNumber', label: 'Job #', value: (job: JobListItem) => job.externalId } satisfies Pick<JobColumn, 'id' | 'label' | 'value'>;

/** A card shows the title and status as its heading; the table gives them columns. */
export const JOB_HEADING_COLUMNS: readonly JobColumn[] = [
  { id: 'jobTitle', label: 'Job Title', priority: 1, defaultVisible: true, value: (job) => job.jobTitle },
  { id: 'status', label: 'Status', priority: 1, defaultVisible: true, value: (job) => <StatusChip kind="job" status={job.postingStatus} /> },
];

/**
 * The lines of a card, in card order, and the table's other columns: hospital, start date and open
 * positions first (after Job #, title and status) so they show without scrolling sideways.
 */
const JOB_FIELDS: readonly JobField[] = [
  { id: 'hospital', label: 'Hospital', priority: 1, defaultVisible: true, value: (job) => orNotAvailable(job.hospital) },
  { id: 'location', label: 'City, State', priority: 2, defaultVisible: true, value: formatLocation },
  { id: 'unit', label: 'Unit', priority: 2, defaultVisible: true, value: (job) => orNotAvailable(job.unit) },
  { id: 'shift', label: 'Shift', priority: 2, defaultVisible: true, value: (job) => orNotAvailable(job.shift) },
  { id: 'startDate', label: 'Start Date', priority: 1, defaultVisible: true, value: (job) => formatDate(job.startDate) },
  { id: 'duration', label: 'Duration', priority: 2, defaultVisible: true, value: (job) => formatWeeks(job.duration) },
  { id: 'positions', label: 'Open Positions', priority: 1, defaultVisible: true, value: (job) => positionsLabel(job.openPositions) },
  { id: 'travelRate', label: 'Travel Rate', priority: 3, defaultVisible: true, value: (job) => formatHourlyRate(job.billRateActual) },
  { id: 'localRate', label: 'Local Rate', priority: 3, defaultVisible: true, value: (job) => formatHourlyRate(job.localBillRateActual), flag: 'localRates' },
  { id: 'jobType', label: 'Job Type', priority: 3, defaultVisible: true, value: (job) => orNotAvailable(job.jobType), flag: 'displayPrnJobType' },
  { id: 'readyForReview', label: 'Ready for Review', priority: 2, defaultVisible: true, value: candidateCount('readyForReview'), candidateCount: true },
  { id: 'offered', label: 'Offered', priority: 2, defaultVisible: true, value: candidateCount('offered'), candidateCount: true },
  { id: 'modifiedBy', label: 'Last Modified By', priority: 3, defaultVisible: true, value: (job) => orNotAvailable(job.modifiedBy), flag: 'jobLastModified' },
  { id: 'modifiedOn', label: 'Last Modified On', priority: 3, defaultVisible: true, value: (job) => formatDate(job.modifiedOn), flag: 'jobLastModified' },
];

/** The fields this user sees, with the candidate counts (while shown) filled in. */
export const jobColumns = (flags: FeatureFlags, showCandidateCounts: boolean, counts: CandidateCountsByJob | undefined): JobColumn[] =>
  JOB_FIELDS.filter((field) => (!field.flag || flags[field.flag]) && (!field.candidateCount || showCandidateCounts)).map(
    ({ flag: _flag, candidateCount: _count, value, ...column }) => ({ ...column, value: (job) => value(job, counts) }),
  );

export const openJobLabel = (job: JobListItem) => `Open Job # ${job.externalId}`;
