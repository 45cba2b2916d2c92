import type { AssignmentFilterCounts, AssignmentFilterRequests } from '@portal/domain/api/assigned';
import type { CountedFilterGroup } from '../../components/list/counted-filter-groups';

export type FilterGroup = CountedFilterGroup<keyof AssignmentFilterRequests, Exclude<keyof AssignmentFilterCounts, 'resultCount'>>;

/** The More Filters drawer of both assignment lists, in the order it shows them. */
export const ASSIGNMENT_FILTER_GROUPS: readonly FilterGroup[] = [
  { key: 'hospital', label: 'Hospital', request: 'hospitalRequests', counts: 'hospitalCount', severalHospitalsOnly: true },
  { key: 'region', label: 'Region', request: 'regionRequests', counts: 'regionCount', severalHospitalsOnly: true },
  { key: 'unit', label: 'Unit', request: 'unitRequests', counts: 'unitCount' },
  { key: 'title', label: 'Title', request: 'titleRequests', counts: 'titleCount' },
  { key: 'shift', label: 'Shift', request: 'shiftRequests', counts: 'shiftCount' },
  { key: 'retentionType', label: 'Retention Type', request: 'retentionTypeRequests', counts: 'retentionTypeCount' },
  { key: 'unitManager', label: 'Unit Manager', request: 'unitManagerRequests', counts: 'unitManagerCount', flag: 'unitManagerFilter', privilege: 'ViewUnitManager' },
];
