import type { AssignmentFilterCounts, AssignmentFilterRequests } from '@portal/domain/api/assigned';
import { COMMON_FILTER_GROUPS, type CountedFilterGroup } from '@/components/list/counted-filter-groups';

export type FilterGroup = CountedFilterGroup<keyof AssignmentFilterRequests, Exclude<keyof AssignmentFilterCounts, 'resultCount'>>;

/** The More Filters drawer of both assignment lists, in the order it shows them. */
export const ASSIGNMENT_FILTER_GROUPS: readonly FilterGroup[] = [
  ...COMMON_FILTER_GROUPS,
  { key: 'retentionType', label: 'Retention Type', request: 'retentionTypeRequests', counts: 'retentionTypeCount' },
  { key: 'unitManager', label: 'Unit Manager', request: 'unitManagerRequests', counts: 'unitManagerCount', flag: 'unitManagerFilter', privilege: 'ViewUnitManager' },
];
