import { JOB_APPROVERS_KEY } from '@/lib/shared-query-keys';
import type { JobListRequest } from '@portal/domain/api/job-list';
import { JOBS_KEY } from '@/lib/shared-query-keys';

/**
 * Query keys of the job screens: a change invalidates `all`, and with it every list, count and
 * details. The form's lookups are not job data, so their keys sit outside `all` and a change leaves them cached.
 */
export const jobKeys = {
  all: JOBS_KEY,
  list: (request: JobListRequest) => [...jobKeys.all, 'list', request] as const,
  filterCounts: (options: JobListRequest['options']) => [...jobKeys.all, 'filter-counts', options] as const,
  candidateCounts: (jobIds: readonly string[]) => [...jobKeys.all, 'candidate-counts', jobIds] as const,
  details: (id: string) => [...jobKeys.all, 'details', id] as const,
  history: (id: string) => [...jobKeys.all, 'history', id] as const,
  statuses: () => ['job-statuses'] as const,
  titlesAndShifts: () => ['job-titles-and-shifts'] as const,
  units: (hospitalId: string) => ['job-units', hospitalId] as const,
  approvers: (hospitalId: string) => [...JOB_APPROVERS_KEY, hospitalId] as const,
  hospitalDetails: (networkId: string | undefined) => ['hospital-details', networkId] as const,
};
