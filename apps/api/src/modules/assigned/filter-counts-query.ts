import { and, sql, type SQL } from 'drizzle-orm';
import type { AssignmentFilterCounts, FilterCount } from '@portal/domain/api/assigned';
import type { Tx } from '../../db/tenant';
import { FILTER_GROUPS, oneOf, type AssignmentScope, type FilterGroup, type ScopeSubject } from './assignment-scope';

/** The column of the scoped rows each group counts by. */
const GROUP_COLUMN: Record<FilterGroup, SQL> = {
  hospital: sql.raw('hospital_id'),
  unit: sql.raw('unit_id'),
  title: sql.raw('title'),
  shift: sql.raw('shift'),
  region: sql.raw('region_id'),
  retentionType: sql.raw('retention_type'),
  unitManager: sql.raw('unit_manager_id'),
};

const okColumn = (group: FilterGroup) => sql.raw(`ok_${group}`);

/** Rows pass a group's test when it has no selection. */
const passesAll = (scope: AssignmentScope, groups: readonly FilterGroup[]): SQL =>
  and(...groups.filter((group) => scope.selected[group]).map(okColumn)) ?? sql`true`;

/**
 * One statement: the rows matching the search, statuses (and window) are read once; each
 * selection's test is computed once per row; GROUPING SETS then count every group over the rows
 * passing every OTHER group's selection (so a choice never hides its siblings), plus the rows
 * passing all of them. Names of the hospitals, units, managers and regions are joined at the end.
 */
const countsQuery = (scope: AssignmentScope, groups: readonly FilterGroup[], subject: ScopeSubject): SQL => {
  const tests = groups
    .filter((group) => scope.selected[group])
    .map((group) => sql`coalesce(${scope.selected[group]}, false) as ${okColumn(group)}`);
  const groupOf = sql.join(
    groups.map((group) => sql`when grouping(${GROUP_COLUMN[group]}) = 0 then ${group}`),
    sql` `,
  );
  const countOf = sql.join(
    groups.map(
      (group) =>
        sql`when grouping(${GROUP_COLUMN[group]}) = 0 then count(*) filter (where ${passesAll(
          scope,
          groups.filter((other) => other !== group),
        )})`,
    ),
    sql` `,
  );
  const keyOf = sql.join(
    groups.map((group) => sql`${GROUP_COLUMN[group]}::text`),
    sql`, `,
  );
  const hospitals = subject.hospitalIds;
  return sql`
    with scoped as (
      select d.hospital_id, d.unit_id, d.title, d.shift, h.region_id, d.retention_type, d.unit_manager_id
        ${tests.length > 0 ? sql`, ${sql.join(tests, sql`, `)}` : sql``}
      from deals d join hospitals h on h.id = d.hospital_id
        ${scope.searchesNames ? sql`join clinicians c on c.id = d.clinician_id` : sql``}
      where ${and(...scope.base)}
    ),
    counted as (
      select (case ${groupOf} else 'all' end) as "group",
             coalesce(${keyOf}) as key,
             (case ${countOf} else count(*) filter (where ${passesAll(scope, groups)}) end)::int as count
      from scoped
      group by grouping sets (${sql.join(
        groups.map((group) => sql`(${GROUP_COLUMN[group]})`),
        sql`, `,
      )}, ())
    ),
    names as (
      select 'hospital' as "group", id::text as id, name from hospitals where ${oneOf(sql`id`, hospitals)}
      union all select 'unit', id::text, name from units where ${oneOf(sql`hospital_id`, hospitals)}
      union all select 'unitManager', id::text, name from unit_managers where ${oneOf(sql`hospital_id`, hospitals)}
      union all select 'region', id::text, name from regions where network_id = ${subject.networkId}
    )
    select counted."group", counted.key, coalesce(names.name, counted.key) as name, counted.count
    from counted left join names on names."group" = counted."group" and names.id = counted.key`;
};

interface CountedRow {
  group: FilterGroup | 'all';
  key: string | null;
  name: string;
  count: number;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** Options of one group: one per name, with every id carrying that name (a unit name shared by hospitals is one option). */
const options = (rows: readonly CountedRow[], group: FilterGroup): FilterCount[] => {
  const merged = new Map<string, FilterCount>();
  for (const row of rows) {
    if (row.group !== group || row.key === null) continue;
    const option = merged.get(row.name) ?? { name: row.name, count: 0, ids: [] };
    option.count += row.count;
    option.ids.push(row.key);
    merged.set(row.name, option);
  }
  return [...merged.values()].sort(byName);
};

/** The More Filters drawer's options with their counts, and the count of rows matching every selection. */
export const filterCounts = async (tx: Tx, scope: AssignmentScope, subject: ScopeSubject): Promise<AssignmentFilterCounts> => {
  // Without the privilege the unit managers are not shown, so they are neither counted nor offered.
  const groups = FILTER_GROUPS.filter((group) => group !== 'unitManager' || subject.seesUnitManagers);
  const { rows } = (await tx.execute(countsQuery(scope, groups, subject))) as unknown as { rows: CountedRow[] };
  return {
    hospitalCount: options(rows, 'hospital'),
    unitCount: options(rows, 'unit'),
    titleCount: options(rows, 'title'),
    regionCount: options(rows, 'region'),
    retentionTypeCount: options(rows, 'retentionType'),
    unitManagerCount: options(rows, 'unitManager'),
    shiftCount: options(rows, 'shift').map((option) => ({ key: option.name, value: option.count })),
    resultCount: rows.find((row) => row.group === 'all')?.count ?? 0,
  };
};
