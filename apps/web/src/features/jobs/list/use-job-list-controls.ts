import { useMemo } from 'react';
import { DEFAULT_JOB_STATUSES, jobSearchQuery, type JobListRequest } from '@portal/domain/api/job-list';
import { JOB_POSTING_STATUSES, type JobPostingStatus } from '@portal/domain/deals/statuses';
import { PAGE_SIZE } from '@portal/domain/limits';
import { JOB_SORT_OPTIONS, defaultSort, findSortOption } from '@portal/domain/lists/sort-options';
import { filterRequests } from '@/components/list/counted-filter-groups';
import type { ListControlsDefaults, ListControlsState } from '@/components/list/use-list-controls';
import type { JobFilterGroup } from './job-filter-groups';

/** /job-posts and /jobs show one list, so they share its stored state. */
export const JOB_LIST_ID = 'job-posts';

/** The list's starting state, and the values its URL and stored state may hold. */
export const JOB_LIST_DEFAULTS: ListControlsDefaults = {
  sort: defaultSort(JOB_SORT_OPTIONS).id,
  sortIds: JOB_SORT_OPTIONS.map((option) => option.id),
  statuses: [...DEFAULT_JOB_STATUSES],
  statusIds: JOB_POSTING_STATUSES,
};

/**
 * The statuses the list asks for. With none ticked the select reads 'All Statuses', so every status
 * is asked for (the call itself would fall back to the default ones).
 */
export const requestedStatuses = (chosen: readonly string[]): JobPostingStatus[] => {
  const known = JOB_POSTING_STATUSES.filter((status) => chosen.includes(status));
  return known.length > 0 ? known : [...JOB_POSTING_STATUSES];
};

/** The list call's body for the controls' state (the counts and the export use the same options). */
export const useJobListRequest = (state: ListControlsState, groups: readonly JobFilterGroup[]): JobListRequest =>
  useMemo(() => {
    const sort = findSortOption(JOB_SORT_OPTIONS, state.sort);
    // SPEC.md §5: a Job # search queries only with 6 to 10 characters after any pasted 'CPT' (which
    // the call strips itself); anything else searches nothing.
    const searchName = jobSearchQuery(state.search) === undefined ? undefined : state.search.trim();
    return {
      sortBy: sort.sortBy,
      sortOrder: sort.sortOrder,
      pageSize: PAGE_SIZE.jobs,
      pageNumber: state.page,
      options: {
        ...(searchName ? { searchName } : {}),
        statuses: requestedStatuses(state.statuses),
        ...filterRequests(groups, state.filters),
      },
    };
  }, [state, groups]);
