import type { JobFilterCounts, JobFilterRequests } from '@portal/domain/api/job-list';
import { COMMON_FILTER_GROUPS, type CountedFilterGroup } from '@/components/list/counted-filter-groups';

export type JobFilterGroup = CountedFilterGroup<keyof JobFilterRequests, Exclude<keyof JobFilterCounts, 'resultCount'>>;

/** The job list's filter drawer (issue 5: hospital, region, unit, title, shift). */
export const JOB_FILTER_GROUPS: readonly JobFilterGroup[] = COMMON_FILTER_GROUPS;
