import type { CandidateFilterCounts, CandidateFilterRequests } from '@portal/domain/api/candidate-list';
import { COMMON_FILTER_GROUPS, type CountedFilterGroup } from '@/components/list/counted-filter-groups';

export type CandidateFilterGroup = CountedFilterGroup<keyof CandidateFilterRequests, Exclude<keyof CandidateFilterCounts, 'resultCount'>>;

/** The candidate list's drawer (issue 12): hospital, region, unit, title, shift, and the job they were submitted to. */
export const CANDIDATE_FILTER_GROUPS: readonly CandidateFilterGroup[] = [
  ...COMMON_FILTER_GROUPS,
  { key: 'job', label: 'Job', request: 'jobRequests', counts: 'jobCount' },
];
