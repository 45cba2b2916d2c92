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
import type { ListControlsDefaults, ListControlsState } from '@/components/list/use-list-controls';
import { ASSIGNMENT_LISTS, type AssignmentListKind, type AssignmentListRequest } from '../list-kinds';
import type { FilterGroup } from './filter-groups';

export type ListExtra = 'dateType' | 'window';

/** List defaults of SPEC.md §4: Assigned shows On Assignment; Starts / Stops every status, Next 14 Days, Starts / Stops. */
const DEFAULT_STATUSES: Record<AssignmentListKind, string[]> = { assigned: ['On Assignment'], startsStops: [] };

/** Each list's starting state, and the values its URL and stored state may hold. */
export const assignmentListDefaults = (kind: AssignmentListKind): ListControlsDefaults<ListExtra> => {
  const list = ASSIGNMENT_LISTS[kind];
  return {
    sort: list.sortOptions[0]!.id,
    sortIds: list.sortOptions.map((option) => option.id),
    statuses: DEFAULT_STATUSES[kind],
    statusIds: ASSIGNMENT_STATUSES,
    extras: { dateType: DEFAULT_STARTS_STOPS_DATE_TYPE, window: String(DEFAULT_STARTS_STOPS_WINDOW) },
    extraIds: { dateType: STARTS_STOPS_DATE_TYPES, window: STARTS_STOPS_WINDOWS.map(String) },
  };
};

// The state is vetted on reading, but the call's types want the domain's literals.
const asDateType = (value: string) => STARTS_STOPS_DATE_TYPES.find((type) => type === value) ?? DEFAULT_STARTS_STOPS_DATE_TYPE;
const asWindow = (value: string) => STARTS_STOPS_WINDOWS.find((days) => String(days) === value) ?? DEFAULT_STARTS_STOPS_WINDOW;
const asStatuses = (values: readonly string[]) => ASSIGNMENT_STATUSES.filter((status) => values.includes(status));

/** The list call's body for the controls' state (the export and the counts use the same options). */
export const useListRequest = (kind: AssignmentListKind, state: ListControlsState<ListExtra>, groups: readonly FilterGroup[]): AssignmentListRequest =>
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
