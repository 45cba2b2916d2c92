import type { FlagKey } from '@portal/domain/access/feature-flags';
import type { Privilege } from '@portal/domain/access/privileges';
import type { AssignmentFilterCounts, AssignmentFilterRequests } from '@portal/domain/api/assigned';

type CountsKey = Exclude<keyof AssignmentFilterCounts, 'resultCount'>;

export interface FilterGroup {
  key: string;
  label: string;
  request: keyof AssignmentFilterRequests;
  counts: CountsKey;
  /** Shown only to network users who see more than one hospital (SPEC.md §2). */
  severalHospitalsOnly?: boolean;
  flag?: FlagKey;
  privilege?: Privilege;
}

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

/** A drawer option's value holds every id it stands for (a unit name shared by several hospitals has several). */
const ID_SEPARATOR = '\u001f';

export interface GroupOption {
  value: string;
  label: string;
  count: number;
}

export const groupOptions = (group: FilterGroup, counts: AssignmentFilterCounts | undefined): GroupOption[] => {
  if (!counts) return [];
  if (group.counts === 'shiftCount') return counts.shiftCount.map((entry) => ({ value: entry.key, label: entry.key, count: entry.value }));
  return counts[group.counts].map((entry) => ({ value: entry.ids.join(ID_SEPARATOR), label: entry.name, count: entry.count }));
};

/** The applied drawer selection as the calls' *Requests lists. */
export const filterRequests = (groups: readonly FilterGroup[], selection: Record<string, string[]>): AssignmentFilterRequests => {
  const requests: AssignmentFilterRequests = {};
  for (const group of groups) {
    const values = selection[group.key] ?? [];
    if (values.length > 0) requests[group.request] = values.flatMap((value) => value.split(ID_SEPARATOR));
  }
  return requests;
};
