import { can, type AccessSubject } from '@portal/domain/access/access-rule';
import type { FlagKey } from '@portal/domain/access/feature-flags';
import type { Privilege } from '@portal/domain/access/privileges';
import type { FilterGroup, FilterOption, FilterSelection } from './filter-selection';

/** A drawer group fed by a filter-counts call and sent back as one of the list call's *Requests lists. */
export interface CountedFilterGroup<Request extends string, Counts extends string> {
  key: string;
  label: string;
  request: Request;
  counts: Counts;
  /** Shown only to network users who see more than one hospital (SPEC.md §2). */
  severalHospitalsOnly?: boolean;
  flag?: FlagKey;
  privilege?: Privilege;
}

/** The groups both counted lists (assignments, job postings) open their drawer with, in this order. */
export const COMMON_FILTER_GROUPS = [
  { key: 'hospital', label: 'Hospital', request: 'hospitalRequests', counts: 'hospitalCount', severalHospitalsOnly: true },
  { key: 'region', label: 'Region', request: 'regionRequests', counts: 'regionCount', severalHospitalsOnly: true },
  { key: 'unit', label: 'Unit', request: 'unitRequests', counts: 'unitCount' },
  { key: 'title', label: 'Title', request: 'titleRequests', counts: 'titleCount' },
  { key: 'shift', label: 'Shift', request: 'shiftRequests', counts: 'shiftCount' },
] as const satisfies readonly CountedFilterGroup<string, string>[];

interface Viewer {
  subject: AccessSubject;
  internal: boolean;
  hospitals: readonly unknown[];
}

/** The groups this user is offered, in the drawer's order. */
export const visibleFilterGroups = <G extends CountedFilterGroup<string, string>>(groups: readonly G[], viewer: Viewer): G[] =>
  groups.filter(
    (group) =>
      (!group.severalHospitalsOnly || viewer.internal || viewer.hospitals.length > 1) &&
      (!group.flag || viewer.subject.flags[group.flag]) &&
      (!group.privilege || can(viewer.subject, group.privilege)),
  );

/** Counts entries: a name with every id it stands for, or (shifts) a key with its count. */
type NamedCount = { name: string; count: number; ids: readonly string[] };
type KeyedCount = { key: string; value: number };

/** A drawer option's value holds every id it stands for (a unit name shared by several hospitals has several). */
const ID_SEPARATOR = '\u001f';

const groupOptions = (entries: readonly (NamedCount | KeyedCount)[] | undefined): FilterOption[] =>
  (entries ?? []).map((entry) =>
    'key' in entry
      ? { value: entry.key, label: entry.key, count: entry.value }
      : { value: entry.ids.join(ID_SEPARATOR), label: entry.name, count: entry.count },
  );

/** A filter-counts answer: each group's options with their counts. */
export type FilterCounts<Counts extends string> = Partial<Record<Counts, readonly (NamedCount | KeyedCount)[]>>;

/** The drawer's groups with the options of the latest filter-counts answer (none until it arrives). */
export const countedDrawerGroups = <Counts extends string>(
  groups: readonly CountedFilterGroup<string, Counts>[],
  counts: FilterCounts<Counts> | undefined,
): FilterGroup[] => groups.map((group) => ({ key: group.key, label: group.label, options: groupOptions(counts?.[group.counts]) }));

/** The applied drawer selection as the calls' *Requests lists. */
export const filterRequests = <Request extends string>(
  groups: readonly CountedFilterGroup<Request, string>[],
  selection: FilterSelection,
): Partial<Record<Request, string[]>> => {
  const requests: Partial<Record<Request, string[]>> = {};
  for (const group of groups) {
    const values = selection[group.key] ?? [];
    if (values.length > 0) requests[group.request] = values.flatMap((value) => value.split(ID_SEPARATOR));
  }
  return requests;
};
