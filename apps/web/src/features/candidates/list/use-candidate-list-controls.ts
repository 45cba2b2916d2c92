import { useMemo } from 'react';
import type { CandidateListRequest } from '@portal/domain/api/candidate-list';
import { DEFAULT_CANDIDATE_STATUSES } from '@portal/domain/candidates/candidate-rules';
import { CANDIDATE_STATUSES } from '@portal/domain/deals/statuses';
import { PAGE_SIZE } from '@portal/domain/limits';
import { CANDIDATE_SORT_OPTIONS, defaultSort, findSortOption } from '@portal/domain/lists/sort-options';
import { filterRequests } from '@/components/list/counted-filter-groups';
import type { ListControlsDefaults, ListControlsState } from '@/components/list/use-list-controls';
import type { CandidateFilterGroup } from './candidate-filter-groups';

export const CANDIDATE_LIST_ID = 'candidates';

/** The list's own control: every candidate, or only those past their review-by time (the dashboard's overdue count opens that). */
export type CandidateExtra = 'overdue';
export const OVERDUE_CHOICES = ['all', 'only'] as const;

/** The list's starting state (SPEC.md §4: Ready for Review, the first sort), and the values its URL and stored state may hold. */
export const CANDIDATE_LIST_DEFAULTS: ListControlsDefaults<CandidateExtra> = {
  sort: defaultSort(CANDIDATE_SORT_OPTIONS).id,
  sortIds: CANDIDATE_SORT_OPTIONS.map((option) => option.id),
  statuses: [...DEFAULT_CANDIDATE_STATUSES],
  statusIds: CANDIDATE_STATUSES,
  extras: { overdue: 'all' },
  extraIds: { overdue: OVERDUE_CHOICES },
};

/**
 * The statuses the list asks for. With none ticked the select reads 'All Statuses', so every status
 * is asked for (the call itself would fall back to Ready for Review).
 */
export const requestedCandidateStatuses = (chosen: readonly string[]) => {
  const known = CANDIDATE_STATUSES.filter((status) => chosen.includes(status));
  return known.length > 0 ? known : [...CANDIDATE_STATUSES];
};

/** The list call's body for the controls' state (the counts and the export use the same options). */
export const useCandidateListRequest = (state: ListControlsState<CandidateExtra>, groups: readonly CandidateFilterGroup[]): CandidateListRequest =>
  useMemo(() => {
    const sort = findSortOption(CANDIDATE_SORT_OPTIONS, state.sort);
    const searchName = state.search.trim();
    return {
      sortBy: sort.sortBy,
      sortOrder: sort.sortOrder,
      pageSize: PAGE_SIZE.candidates,
      pageNumber: state.page,
      options: {
        ...(searchName ? { searchName } : {}),
        statuses: requestedCandidateStatuses(state.statuses),
        ...filterRequests(groups, state.filters),
        ...(state.extras.overdue === 'only' ? { overdueOnly: true } : {}),
      },
    };
  }, [state, groups]);
