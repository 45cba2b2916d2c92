import type { ListPageSource } from '@/components/list/use-list-page';
import type { AssignmentListItem } from '@portal/domain/api/assigned';
import { useExportAssignmentList } from '../api/export-assignment-list';
import { useAssignmentList } from '../api/get-assignment-list';
import { useFilterCounts } from '../api/get-filter-counts';
import { useTravelerStatuses } from '../api/get-traveler-statuses';
import { readAssignmentLink } from './assignment-link-filter';
import { ASSIGNMENT_FILTER_GROUPS, type FilterGroup } from './filter-groups';
import { ASSIGNMENT_LISTS, type AssignmentListKind, type AssignmentListRequest } from '../list-kinds';
import { assignmentListDefaults, useListRequest, type ListExtra } from './use-assignment-controls';

type AssignmentCounts = FilterGroup['counts'];
type AssignmentListSource = ListPageSource<ListExtra, AssignmentCounts, FilterGroup, AssignmentListRequest, AssignmentListItem>;

const assignmentListSource = (kind: AssignmentListKind): AssignmentListSource => ({
  listId: ASSIGNMENT_LISTS[kind].listId,
  defaults: assignmentListDefaults(kind),
  filterGroups: ASSIGNMENT_FILTER_GROUPS,
  readLink: readAssignmentLink,
  useRequest: (state, groups) => useListRequest(kind, state, groups),
  useRows: (request) => {
    const query = useAssignmentList(kind, request);
    return { query, rows: query.data?.data ?? [], total: query.data?.count ?? 0 };
  },
  useCounts: (request) => useFilterCounts(kind, request.options),
  useStatuses: useTravelerStatuses,
  useExport: (request, total) => useExportAssignmentList(kind, request, total),
});

/** One source per list, built once, so the page's hooks see the same functions on every render. */
export const ASSIGNMENT_LIST_SOURCES: Record<AssignmentListKind, AssignmentListSource> = {
  assigned: assignmentListSource('assigned'),
  startsStops: assignmentListSource('startsStops'),
};
