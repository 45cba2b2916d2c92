import { useMemo } from 'react';
import {
  DEFAULT_STARTS_STOPS_DATE_TYPE,
  DEFAULT_STARTS_STOPS_WINDOW,
  STARTS_STOPS_DATE_TYPES,
  STARTS_STOPS_WINDOWS,
} from '@portal/domain/deals/starts-stops';
import { ASSIGNMENT_STATUSES } from '@portal/domain/deals/statuses';
import { findSortOption } from '@portal/domain/lists/sort-options';
import { filterRequests } from '@/components/list/counted-filter-groups';
import { useListControls } from '@/components/list/use-list-controls';
import { ASSIGNMENT_LISTS, type AssignmentListKind, type AssignmentListRequest } from './list-kinds';
import type { FilterGroup } from './filter-groups';

export type ListExtra = 'dateType' | 'window';

/** List defaults of SPEC.md §4: Assigned shows On Assignment; Starts / Stops every status, Next 14 Days, Starts / Stops. */
const DEFAULT_STATUSES: Record<AssignmentListKind, string[]> = { assigned: ['On Assignment'], startsStops: [] };

export const useAssignmentControls = (kind: AssignmentListKind) => {
  const list = ASSIGNMENT_LISTS[kind];
  return useListControls<ListExtra>(list.listId, {
    sort: list.sortOptions[0]!.id,
    sortIds: list.sortOptions.map((option) => option.id),
    statuses: DEFAULT_STATUSES[kind],
    extras: { dateType: DEFAULT_STARTS_STOPS_DATE_TYPE, window: String(DEFAULT_STARTS_STOPS_WINDOW) },
  });
};

// Stored state is the user's to tamper with: unknown values fall back rather than earn a 400.
const asDateType = (value: string) => STARTS_STOPS_DATE_TYPES.find((type) => type === value) ?? DEFAULT_STARTS_STOPS_DATE_TYPE;
const asWindow = (value: string) => STARTS_STOPS_WINDOWS.find((days) => String(days) === value) ?? DEFAULT_STARTS_STOPS_WINDOW;
const asStatuses = (values: readonly string[]) => ASSIGNMENT_STATUSES.filter((status) => values.includes(status));

/** The list call's body for the controls' state (the export and the counts use the same options). */
export const useListRequest = (
  kind: AssignmentListKind,
  state: ReturnType<typeof useAssignmentControls>['state'],
  groups: readonly FilterGroup[],
): AssignmentListRequest =>
  useMemo(() => {
    const list = ASSIGNMENT_LISTS[kind];
    const sort = findSortOption(list.sortOptions, state.sort);
    return {
      sortBy: sort.sortBy,
      sortOrder: sort.sortOrder,
      pageSize: list.pageSize,
      pageNumber: state.page,
      options: {
        ...(state.search ? { searchName: state.search } : {}),
        statuses: asStatuses(state.statuses),
        ...filterRequests(groups, state.filters),
        ...(list.hasWindow
          ? { NextNDays: asWindow(state.extras.window), NextNDateType: asDateType(state.extras.dateType) }
          : {}),
      },
    };
  }, [kind, state, groups]);
