import { and, sql, type SQL } from 'drizzle-orm';
import type { JobFilterCounts } from '@portal/domain/api/jobs';
import type { Tx } from '../../db/tenant';
import { JOB_FILTER_GROUPS, oneOf, type JobFilterGroup, type JobListScope, type JobListSubject } from './job-list-scope';

type FilterCount = JobFilterCounts['hospitalCount'][number];

/** The column of the scoped rows each group counts by: ids, or the name for titles and shifts. */
const GROUP_COLUMN: Record<JobFilterGroup, SQL> = {
  hospital: sql.raw('hospital_id'),
  region: sql.raw('region_id'),
  unit: sql.raw('unit_id'),
  title: sql.raw('title'),
  shift: sql.raw('shift'),
};

const okColumn = (group: JobFilterGroup) => sql.raw(`ok_${group}`);

/** Rows pass a group's test when it has no selection. */
const passesAll = (scope: JobListScope, groups: readonly JobFilterGroup[]): SQL =>
  and(...groups.filter((group) => scope.selected[group]).map(okColumn)) ?? sql`true`;

const whenGrouped = (render: (group: JobFilterGroup) => SQL): SQL =>
  sql.join(
    JOB_FILTER_GROUPS.map((group) => sql`when grouping(${GROUP_COLUMN[group]}) = 0 then ${render(group)}`),
    sql` `,
  );

/**
 * One statement, as the Assigned drawer counts: the postings matching the statuses and search are
 * read once; each selection's test is computed once per row; GROUPING SETS then count every group
 * over the rows passing every OTHER group's selection (so a choice never hides its siblings), plus
 * the rows passing all of them. Hospital, unit and region names are joined at the end.
 */
const countsQuery = (scope: JobListScope, subject: JobListSubject): SQL => {
  const tests = JOB_FILTER_GROUPS.filter((group) => scope.selected[group]).map(
    (group) => sql`coalesce(${scope.selected[group]}, false) as ${okColumn(group)}`,
  );
  const keyOf = sql.join(
    JOB_FILTER_GROUPS.map((group) => sql`${GROUP_COLUMN[group]}::text`),
    sql`, `,
  );
  const others = (group: JobFilterGroup) => JOB_FILTER_GROUPS.filter((other) => other !== group);
  const hospitals = subject.hospitalIds;
  return sql`
    with scoped as (
      select j.hospital_id, h.region_id, j.unit_id, t.name as title, s.name as shift
        ${tests.length > 0 ? sql`, ${sql.join(tests, sql`, `)}` : sql``}
      from job_postings j join hospitals h on h.id = j.hospital_id
        join titles t on t.id = j.title_id join shifts s on s.id = j.shift_id
      where ${and(...scope.base)}
    ),
    counted as (
      select (case ${whenGrouped((group) => sql`${group}`)} else 'all' end) as "group",
             coalesce(${keyOf}) as key,
             (case ${whenGrouped((group) => sql`count(*) filter (where ${passesAll(scope, others(group))})`)}
                   else count(*) filter (where ${passesAll(scope, JOB_FILTER_GROUPS)}) end)::int as count
      from scoped
      group by grouping sets (${sql.join(
        JOB_FILTER_GROUPS.map((group) => sql`(${GROUP_COLUMN[group]})`),
        sql`, `,
      )}, ())
    ),
    names as (
      select 'hospital' as "group", id::text as id, name from hospitals where ${oneOf(sql`id`, hospitals)}
      union all select 'unit', id::text, name from units where ${oneOf(sql`hospital_id`, hospitals)}
      union all select 'region', id::text, name from regions where network_id = ${subject.networkId}
    )
    select counted."group", counted.key, coalesce(names.name, counted.key) as name, counted.count
    from counted left join names on names."group" = counted."group" and names.id = counted.key`;
};

interface CountedRow {
  group: JobFilterGroup | 'all';
  key: string | null;
  name: string;
  count: number;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** Options of one group: one per name, with every id carrying that name (a unit name shared by hospitals is one option). */
const options = (rows: readonly CountedRow[], group: JobFilterGroup): FilterCount[] => {
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

/** The job filter drawer's options with their counts, and the count of postings matching every selection. */
export const jobFilterCounts = async (tx: Tx, scope: JobListScope, subject: JobListSubject): Promise<JobFilterCounts> => {
  const { rows } = (await tx.execute(countsQuery(scope, subject))) as unknown as { rows: CountedRow[] };
  return {
    hospitalCount: options(rows, 'hospital'),
    regionCount: options(rows, 'region'),
    unitCount: options(rows, 'unit'),
    titleCount: options(rows, 'title'),
    shiftCount: options(rows, 'shift').map((option) => ({ key: option.name, value: option.count })),
    resultCount: rows.find((row) => row.group === 'all')?.count ?? 0,
  };
};
