import { sql, type SQL } from 'drizzle-orm';
import type { AssignedOptions, AssignmentFilterRequests, StartsStopsOptions } from '@portal/domain/api/assigned';
import type { StartsStopsDateType } from '@portal/domain/deals/starts-stops';
import type { Visibility } from '../../context/visibility';
import { allOf, oneOf } from '../../lib/sql-helpers';
import { nameSearch } from '../../lib/name-search';

/** The More Filters groups (SPEC.md §3), each narrowing the rows by one attribute. */
export const FILTER_GROUPS = ['hospital', 'unit', 'title', 'shift', 'region', 'retentionType', 'unitManager'] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/** Which assignments a request covers, as SQL conditions over `deals d` (joined with `clinicians c` when `searchesNames`). */
export interface AssignmentConditions {
  /** What every row meets whatever the drawer says: tenant, stage, visible hospitals, statuses, search, window. */
  base: SQL[];
  /** One condition per drawer group that has a selection. */
  selected: Partial<Record<FilterGroup, SQL>>;
  searchesNames: boolean;
  /** Rows are bounded by a date window (Starts / Stops), which date-ordered index walks cannot use. */
  windowed: boolean;
}

/** The Assigned list shows On Assignment unless the request names statuses (SPEC.md §4). */
const ASSIGNED_DEFAULT_STATUSES = ['On Assignment'] as const;

const selections = (requests: AssignmentFilterRequests, visibility: Visibility): AssignmentConditions['selected'] => {
  const visible = new Set(visibility.hospitalIds);
  const given = (values: readonly string[] | undefined): values is readonly string[] => values !== undefined && values.length > 0;
  const selected: AssignmentConditions['selected'] = {};
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
  if (given(requests.unitManagerRequests) && visibility.seesUnitManagers) {
    selected.unitManager = oneOf(sql`d.unit_manager_id`, requests.unitManagerRequests);
  }
  return selected;
};

const common = (visibility: Visibility, statuses: readonly string[] | undefined, searchName: string | undefined) => {
  const search = nameSearch(searchName);
  const base = [
    // Explicit as well as enforced by row-level security: it lets the planner use the tenant indexes.
    sql`d.network_id = ${visibility.networkId}`,
    sql`d.stage = 'assignment'`,
    // Left out when it adds nothing: the planner would take it for a narrowing and misjudge the row counts.
    ...(visibility.seesEveryHospital ? [] : [oneOf(sql`d.hospital_id`, visibility.hospitalIds)]),
    ...(statuses ? [oneOf(sql`d.status`, statuses)] : []),
    ...(search ? [search] : []),
  ];
  return { base, searchesNames: search !== undefined };
};

export const assignedConditions = (options: AssignedOptions, visibility: Visibility): AssignmentConditions => {
  const statuses = options.statuses?.length ? options.statuses : ASSIGNED_DEFAULT_STATUSES;
  return { ...common(visibility, statuses, options.searchName), selected: selections(options, visibility), windowed: false };
};

const inWindow = (column: SQL, days: number) => sql`${column} between current_date and current_date + ${days}::int`;

const WINDOW_CONDITION: Record<StartsStopsDateType, (days: number) => SQL> = {
  Starts: (days) => inWindow(sql`d.start_date`, days),
  Stops: (days) => inWindow(sql`d.end_date`, days),
  'Starts/Stops': (days) => sql`(${inWindow(sql`d.start_date`, days)} or ${inWindow(sql`d.end_date`, days)})`,
};

/** Starts / Stops: every status unless one is chosen, and only assignments starting or ending from today to today + N days. */
export const startsStopsConditions = (options: StartsStopsOptions, visibility: Visibility): AssignmentConditions => {
  const { base, searchesNames } = common(visibility, options.statuses?.length ? options.statuses : undefined, options.searchName);
  return {
    base: [...base, WINDOW_CONDITION[options.NextNDateType](options.NextNDays)],
    selected: selections(options, visibility),
    searchesNames,
    windowed: true,
  };
};

/** Every condition together: the rows the list shows. */
export const allConditions = (conditions: AssignmentConditions): SQL => allOf([...conditions.base, ...Object.values(conditions.selected)]);
