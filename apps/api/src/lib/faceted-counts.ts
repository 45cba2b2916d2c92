import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/tenant';
import { allOf, rowsOf } from './sql-helpers';

/** One option of a drawer group: a name, every id carrying it, and how many rows choosing it would find. */
export interface CountedOption {
  name: string;
  count: number;
  ids: string[];
}

/** The groups a list's drawer counts, the column of the scoped rows each counts by, and the test of each chosen group. */
export interface Facets<Group extends string> {
  groups: readonly Group[];
  column: Record<Group, SQL>;
  selected: Partial<Record<Group, SQL>>;
}

/** The rows before the drawer's choices: the group columns they select, their tables and the list's other conditions. */
export interface ScopedRows {
  columns: SQL;
  from: SQL;
  where: readonly SQL[];
}

export interface FacetedCounts<Group extends string> {
  options(group: Group): CountedOption[];
  /** The rows passing every choice. */
  resultCount: number;
}

interface CountedRow<Group extends string> {
  group: Group | 'all';
  key: string | null;
  name: string;
  count: number;
}

const okColumn = (group: string) => sql.raw(`ok_${group}`);

/** Rows pass a group's test when it has no selection. */
const passesAll = <Group extends string>(facets: Facets<Group>, groups: readonly Group[]): SQL =>
  allOf(groups.filter((group) => facets.selected[group]).map(okColumn));

/**
 * One statement: the scoped rows are read once; each selection's test is computed once per row;
 * GROUPING SETS then count every group over the rows passing every OTHER group's selection (so a
 * choice never hides its siblings), plus the rows passing all of them. `names` ("group", id, name)
 * names the counted ids at the end; a value it does not name (a title, a shift) is its own name.
 */
const countsQuery = <Group extends string>(facets: Facets<Group>, scoped: ScopedRows, names: SQL): SQL => {
  const { groups, column } = facets;
  const tests = groups
    .filter((group) => facets.selected[group])
    .map((group) => sql`coalesce(${facets.selected[group]}, false) as ${okColumn(group)}`);
  const whenGrouped = (render: (group: Group) => SQL): SQL =>
    sql.join(
      groups.map((group) => sql`when grouping(${column[group]}) = 0 then ${render(group)}`),
      sql` `,
    );
  const others = (group: Group) => groups.filter((other) => other !== group);
  const keyOf = sql.join(
    groups.map((group) => sql`${column[group]}::text`),
    sql`, `,
  );
  return sql`
    with scoped as (
      select ${scoped.columns}
        ${tests.length > 0 ? sql`, ${sql.join(tests, sql`, `)}` : sql``}
      from ${scoped.from}
      where ${allOf(scoped.where)}
    ),
    counted as (
      select (case ${whenGrouped((group) => sql`${group}`)} else 'all' end) as "group",
             coalesce(${keyOf}) as key,
             (case ${whenGrouped((group) => sql`count(*) filter (where ${passesAll(facets, others(group))})`)}
                   else count(*) filter (where ${passesAll(facets, groups)}) end)::int as count
      from scoped
      group by grouping sets (${sql.join(
        groups.map((group) => sql`(${column[group]})`),
        sql`, `,
      )}, ())
    ),
    names as (${names})
    select counted."group", counted.key, coalesce(names.name, counted.key) as name, counted.count
    from counted left join names on names."group" = counted."group" and names.id = counted.key`;
};

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** Options of one group: one per name, with every id carrying that name (a unit name shared by hospitals is one option). */
const optionsOf = <Group extends string>(rows: readonly CountedRow<Group>[], group: Group): CountedOption[] => {
  const merged = new Map<string, CountedOption>();
  for (const row of rows) {
    if (row.group !== group || row.key === null) continue;
    const option = merged.get(row.name) ?? { name: row.name, count: 0, ids: [] };
    option.count += row.count;
    option.ids.push(row.key);
    merged.set(row.name, option);
  }
  return [...merged.values()].sort(byName);
};

/** A filter drawer's options with their counts, each counted as if its own group had no choice, in one statement. */
export const facetedCounts = async <Group extends string>(
  tx: Tx,
  facets: Facets<Group>,
  scoped: ScopedRows,
  names: SQL,
): Promise<FacetedCounts<Group>> => {
  const rows = rowsOf<CountedRow<Group>>(await tx.execute(countsQuery(facets, scoped, names)));
  return {
    options: (group) => optionsOf(rows, group),
    resultCount: rows.find((row) => row.group === 'all')?.count ?? 0,
  };
};

/** A shift option as the drawers show it: the shift name and its count. */
export const asKeyValue = (option: CountedOption) => ({ key: option.name, value: option.count });
