import { and, sql, type SQL } from 'drizzle-orm';
import type { AssignedOptions, AssignmentFilterRequests, StartsStopsOptions } from '@portal/domain/api/assigned';
import type { StartsStopsDateType } from '@portal/domain/deals/starts-stops';
import { nameSearch } from './name-search';

/** The More Filters groups (SPEC.md §3), each narrowing the rows by one attribute. */
export const FILTER_GROUPS = ['hospital', 'unit', 'title', 'shift', 'region', 'retentionType', 'unitManager'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** Which assignments a request covers, as SQL conditions over `deals d` (joined with `clinicians c` when `searchesNames`). */
export interface AssignmentScope {
  /** What every row meets whatever the drawer says: tenant, stage, visible hospitals, statuses, search, window. */
  base: SQL[];
  /** One condition per drawer group that has a selection. */
  selected: Partial<Record<FilterGroup, SQL>>;
  searchesNames: boolean;
  /** Rows are bounded by a date window (Starts / Stops), which date-ordered index walks cannot use. */
  windowed: boolean;
}

export interface ScopeSubject {
  networkId: string;
  /** Hospitals of the network the user may see (the request context's `hospitalIds`). */
  hospitalIds: readonly string[];
  /** The user sees every hospital of the network (an all-hospitals user type), so the network alone bounds the rows. */
  seesEveryHospital: boolean;
  /** Whether the user may see unit managers; without it their filter is ignored. */
  seesUnitManagers: boolean;
}

export const oneOf = (column: SQL, values: readonly string[]): SQL => (values.length > 0 ? sql`${column} in ${[...values]}` : sql`false`);

/** The Assigned list shows On Assignment unless the request names statuses (SPEC.md §4). */
const ASSIGNED_DEFAULT_STATUSES = ['On Assignment'] as const;

const selections = (requests: AssignmentFilterRequests, subject: ScopeSubject): AssignmentScope['selected'] => {
  const visible = new Set(subject.hospitalIds);
  const given = (values: readonly string[] | undefined): values is readonly string[] => values !== undefined && values.length > 0;
  const selected: AssignmentScope['selected'] = {};
  // Hospitals outside those the user may see (another network's among them) match nothing.
  if (given(requests.hospitalRequests)) {
    selected.hospital = oneOf(sql`d.hospital_id`, requests.hospitalRequests.filter((id) => visible.has(id)));
  }
  if (given(requests.unitRequests)) selected.unit = oneOf(sql`d.unit_id`, requests.unitRequests);
  if (given(requests.titleRequests)) selected.title = oneOf(sql`d.title`, requests.titleRequests);
  if (given(requests.shiftRequests)) selected.shift = oneOf(sql`d.shift`, requests.shiftRequests);
  if (given(requests.regionRequests)) {
    selected.region = sql`d.hospital_id in (select id from hospitals where ${oneOf(sql`region_id`, requests.regionRequests)})`;
  }
  if (given(requests.retentionTypeRequests)) selected.retentionType = oneOf(sql`d.retention_type`, requests.retentionTypeRequests);
  if (given(requests.unitManagerRequests) && subject.seesUnitManagers) {
    selected.unitManager = oneOf(sql`d.unit_manager_id`, requests.unitManagerRequests);
  }
  return selected;
};

const common = (subject: ScopeSubject, statuses: readonly string[] | undefined, searchName: string | undefined) => {
  const search = nameSearch(searchName);
  const base = [
    // Explicit as well as enforced by row-level security: it lets the planner use the tenant indexes.
    sql`d.network_id = ${subject.networkId}`,
    sql`d.stage = 'assignment'`,
    // Left out when it adds nothing: the planner would take it for a narrowing and misjudge the row counts.
    ...(subject.seesEveryHospital ? [] : [oneOf(sql`d.hospital_id`, subject.hospitalIds)]),
    ...(statuses ? [oneOf(sql`d.status`, statuses)] : []),
    ...(search ? [search] : []),
  ];
  return { base, searchesNames: search !== undefined };
};

export const assignedScope = (options: AssignedOptions, subject: ScopeSubject): AssignmentScope => {
  const statuses = options.statuses?.length ? options.statuses : ASSIGNED_DEFAULT_STATUSES;
  return { ...common(subject, statuses, options.searchName), selected: selections(options, subject), windowed: false };
};

const inWindow = (column: SQL, days: number) => sql`${column} between current_date and current_date + ${days}::int`;

const WINDOW_CONDITION: Record<StartsStopsDateType, (days: number) => SQL> = {
  Starts: (days) => inWindow(sql`d.start_date`, days),
  Stops: (days) => inWindow(sql`d.end_date`, days),
  'Starts/Stops': (days) => sql`(${inWindow(sql`d.start_date`, days)} or ${inWindow(sql`d.end_date`, days)})`,
};

/** Starts / Stops: every status unless one is chosen, and only assignments starting or ending from today to today + N days. */
export const startsStopsScope = (options: StartsStopsOptions, subject: ScopeSubject): AssignmentScope => {
  const { base, searchesNames } = common(subject, options.statuses?.length ? options.statuses : undefined, options.searchName);
  return {
    base: [...base, WINDOW_CONDITION[options.NextNDateType](options.NextNDays)],
    selected: selections(options, subject),
    searchesNames,
    windowed: true,
  };
};

/** Every condition of the scope: the rows the list shows. */
export const allConditions = (scope: AssignmentScope): SQL =>
  and(...scope.base, ...Object.values(scope.selected)) ?? sql`true`;
