import type { JobListRequest } from '@portal/domain/api/job-list';

/** Query keys of the job screens: a change invalidates `all`, and with it every list, count and details. */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (request: JobListRequest) => [...jobKeys.lists(), request] as const,
  filterCounts: (options: JobListRequest['options']) => [...jobKeys.all, 'filter-counts', options] as const,
  candidateCounts: (jobIds: readonly string[]) => [...jobKeys.all, 'candidate-counts', jobIds] as const,
  details: (id: string) => [...jobKeys.all, 'details', id] as const,
  statuses: () => ['job-statuses'] as const,
  titlesAndShifts: () => ['job-titles-and-shifts'] as const,
  units: (hospitalId: string) => ['job-units', hospitalId] as const,
  approvers: (hospitalId: string) => ['job-approvers', hospitalId] as const,
};
