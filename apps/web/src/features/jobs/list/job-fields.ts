import type { FeatureFlags, FlagKey } from '@portal/domain/access/feature-flags';
import type { JobListItem } from '@portal/domain/api/job-list';
import { positionsLabel } from '@portal/domain/jobs/job-rules';
import { formatDate, formatHourlyRate, formatLocation, formatWeeks, NOT_AVAILABLE, orNotAvailable } from '@/lib/display-format';
import type { CandidateCountsByJob } from '../api/get-job-candidate-counts';

export interface JobField {
  key: string;
  label: string;
  /** `counts` is undefined until the candidate counts arrive (or when they failed). */
  value: (job: JobListItem, counts: CandidateCountsByJob | undefined) => string;
  /** Shown only with this feature flag on. */
  flag?: FlagKey;
  /** A candidate count: shown only while Active is among the statuses (SPEC.md §7). */
  candidateCount?: true;
}

const candidateCount = (key: 'readyForReview' | 'offered') => (job: JobListItem, counts: CandidateCountsByJob | undefined) =>
  counts ? String(counts.get(job.jobId)?.[key] ?? 0) : NOT_AVAILABLE;

/** The lines of a card and the columns of the list view (after Job #, title and status), in one place so both show the same. */
const JOB_FIELDS: readonly JobField[] = [
  { key: 'hospital', label: 'Hospital', value: (job) => orNotAvailable(job.hospital) },
  { key: 'location', label: 'City, State', value: formatLocation },
  { key: 'unit', label: 'Unit', value: (job) => orNotAvailable(job.unit) },
  { key: 'shift', label: 'Shift', value: (job) => orNotAvailable(job.shift) },
  { key: 'startDate', label: 'Start Date', value: (job) => formatDate(job.startDate) },
  { key: 'duration', label: 'Duration', value: (job) => formatWeeks(job.duration) },
  { key: 'positions', label: 'Open Positions', value: (job) => positionsLabel(job.openPositions) },
  { key: 'travelRate', label: 'Travel Rate', value: (job) => formatHourlyRate(job.billRateActual) },
  { key: 'localRate', label: 'Local Rate', value: (job) => formatHourlyRate(job.localBillRateActual), flag: 'localRates' },
  { key: 'jobType', label: 'Job Type', value: (job) => orNotAvailable(job.jobType), flag: 'displayPrnJobType' },
  { key: 'readyForReview', label: 'Ready for Review', value: candidateCount('readyForReview'), candidateCount: true },
  { key: 'offered', label: 'Offered', value: candidateCount('offered'), candidateCount: true },
  { key: 'modifiedBy', label: 'Last Modified By', value: (job) => orNotAvailable(job.modifiedBy), flag: 'jobLastModified' },
  { key: 'modifiedOn', label: 'Last Modified On', value: (job) => formatDate(job.modifiedOn), flag: 'jobLastModified' },
];

export const jobFields = (flags: FeatureFlags, showCandidateCounts: boolean): JobField[] =>
  JOB_FIELDS.filter((field) => (!field.flag || flags[field.flag]) && (!field.candidateCount || showCandidateCounts));

export const openJobLabel = (job: JobListItem) => `Open Job # ${job.externalId}`;
