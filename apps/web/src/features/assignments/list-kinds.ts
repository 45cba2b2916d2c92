import {
  downloadAssignedList,
  downloadStartsStopsList,
  exportAssignedList,
  exportStartsStopsList,
  getAssignedFilterCounts,
  getAssignedFilterOptions,
  getAssignedList,
  getStartsStopsFilterCounts,
  getStartsStopsFilterOptions,
  getStartsStopsList,
} from '@portal/domain/api/assigned';
import type { StartsStopsListRequest } from '@portal/domain/api/assigned';
import { PAGE_SIZE } from '@portal/domain/limits';
import { ASSIGNED_SORT_OPTIONS, STARTS_STOPS_SORT_OPTIONS } from '@portal/domain/lists/sort-options';

/**
 * The two assignment lists differ only in these facts: their calls (counts and exports each have an
 * older and a newer name, chosen by a flag), sort options, texts and where a row opens.
 */
export const ASSIGNMENT_LISTS = {
  assigned: {
    listId: 'assigned',
    title: 'Assigned',
    subtitle: 'View assigned MSP staff data, download documents, and request extensions.',
    pageSize: PAGE_SIZE.assigned,
    list: getAssignedList,
    counts: { current: getAssignedFilterCounts, older: getAssignedFilterOptions },
    exports: { current: downloadAssignedList, older: exportAssignedList },
    hasWindow: false,
    sortOptions: ASSIGNED_SORT_OPTIONS,
    detailsPath: '/assigned',
    reportName: 'AssignedList',
  },
  startsStops: {
    listId: 'starts-stops',
    title: 'Starts / Stops',
    subtitle: 'Review assignments that are starting or ending soon.',
    pageSize: PAGE_SIZE.startsStops,
    list: getStartsStopsList,
    counts: { current: getStartsStopsFilterCounts, older: getStartsStopsFilterOptions },
    exports: { current: downloadStartsStopsList, older: exportStartsStopsList },
    hasWindow: true,
    sortOptions: STARTS_STOPS_SORT_OPTIONS,
    detailsPath: '/starts-stops',
    reportName: 'StartsAndStopsList',
  },
} as const;

export type AssignmentListKind = keyof typeof ASSIGNMENT_LISTS;

/**
 * One request shape for both lists: Starts / Stops' options are Assigned's plus the window, which
 * the Assigned calls ignore.
 */
export type AssignmentListRequest = StartsStopsListRequest;
