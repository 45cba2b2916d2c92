import { useMemo } from 'react';
import type { TimecardFilterCounts, TimecardListOptions, TimecardListRequest } from '@portal/domain/api/timecards';
import { PAGE_SIZE } from '@portal/domain/limits';
import { TIMECARD_SORT_OPTIONS, defaultSort, findSortOption } from '@portal/domain/lists/sort-options';
import { PENDING_TIMECARD_STATUSES, TIMECARD_STATUSES } from '@portal/domain/timecards/timecard-rules';
import { filterRequests, type CountedFilterGroup } from '@/components/list/counted-filter-groups';
import type { ListControlsDefaults, ListControlsState } from '@/components/list/use-list-controls';

export const TIMECARD_LIST_ID = 'timecards';
/** The page's own select: every week, or only those with an exception flagged. */
export type TimecardExtra = 'exceptions';
export const EXCEPTION_CHOICES = { all: 'All weeks', flagged: 'With exceptions' } as const;
type ExceptionChoice = keyof typeof EXCEPTION_CHOICES;

export type TimecardFilterGroup = CountedFilterGroup<'hospitalRequests' | 'unitRequests', Exclude<keyof TimecardFilterCounts, 'resultCount'>>;

/** The drawer: hospital (for users who see several) and unit, as the other lists have them. */
export const TIMECARD_FILTER_GROUPS: readonly TimecardFilterGroup[] = [
  { key: 'hospital', label: 'Hospital', request: 'hospitalRequests', counts: 'hospitalCount', severalHospitalsOnly: true },
  { key: 'unit', label: 'Unit', request: 'unitRequests', counts: 'unitCount' },
];

/** The list opens on the weeks waiting for approval, soonest due first (docs/decisions/0142-timecard-review-and-approvers.md). */
export const TIMECARD_LIST_DEFAULTS: ListControlsDefaults<TimecardExtra> = {
  sort: defaultSort(TIMECARD_SORT_OPTIONS).id,
  sortIds: TIMECARD_SORT_OPTIONS.map((option) => option.id),
  statuses: [...PENDING_TIMECARD_STATUSES],
  statusIds: TIMECARD_STATUSES,
  extras: { exceptions: 'all' },
  extraIds: { exceptions: Object.keys(EXCEPTION_CHOICES) as ExceptionChoice[] },
};

const asStatuses = (values: readonly string[]): NonNullable<TimecardListOptions['statuses']> => TIMECARD_STATUSES.filter((status) => values.includes(status));

/** The list call's body for the controls' state (the counts send the same options). */
export const useTimecardListRequest = (state: ListControlsState<TimecardExtra>, groups: readonly TimecardFilterGroup[]): TimecardListRequest =>
  useMemo(() => {
    const sort = findSortOption(TIMECARD_SORT_OPTIONS, state.sort);
    const searchName = state.search.trim();
    return {
      sortBy: sort.sortBy,
      sortOrder: sort.sortOrder,
      pageSize: PAGE_SIZE.timecards,
      pageNumber: state.page,
      options: {
        ...(searchName ? { searchName } : {}),
        statuses: asStatuses(state.statuses),
        ...(state.extras.exceptions === 'flagged' ? { exceptionsOnly: true } : {}),
        ...filterRequests(groups, state.filters),
      },
    };
  }, [state, groups]);
