import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_JOB_STATUSES, type JobFilterRequests, type JobListOptions } from '@portal/domain/api/job-list';
import type { Visibility } from '../../context/visibility';
import { allOf, escapeLike, oneOf } from '../../lib/sql-helpers';

/** The job filter drawer's groups (SPEC.md §2), each narrowing the postings by one attribute. */
export const JOB_FILTER_GROUPS = ['hospital', 'region', 'unit', 'title', 'shift'] as const;
export type JobFilterGroup = (typeof JOB_FILTER_GROUPS)[number];

/** Which postings a request covers, as SQL conditions over `job_postings j`. */
export interface JobListConditions {
  /** What every row meets whatever the drawer says: tenant, visible hospitals, statuses, search. */
  base: SQL[];
  /** One condition per drawer group that has a selection. */
  selected: Partial<Record<JobFilterGroup, SQL>>;
}

/** Each group's condition over its request list: ids compare directly, names through their lookup table. */
const GROUP_CONDITION: Record<JobFilterGroup, (values: readonly string[]) => SQL> = {
  hospital: (ids) => oneOf(sql`j.hospital_id`, ids),
  region: (ids) => sql`j.hospital_id in (select id from hospitals where ${oneOf(sql`region_id`, ids)})`,
  unit: (ids) => oneOf(sql`j.unit_id`, ids),
  title: (names) => sql`j.title_id in (select id from titles where ${oneOf(sql`name`, names)})`,
  shift: (names) => sql`j.shift_id in (select id from shifts where ${oneOf(sql`name`, names)})`,
};

const GROUP_REQUESTS: Record<JobFilterGroup, keyof JobFilterRequests> = {
  hospital: 'hospitalRequests',
  region: 'regionRequests',
  unit: 'unitRequests',
  title: 'titleRequests',
  shift: 'shiftRequests',
};

const selections = (requests: JobFilterRequests, visibility: Visibility): JobListConditions['selected'] => {
  const visible = new Set(visibility.hospitalIds);
  const selected: JobListConditions['selected'] = {};
  for (const group of JOB_FILTER_GROUPS) {
    const values = requests[GROUP_REQUESTS[group]];
    if (!values || values.length === 0) continue;
    // Hospitals outside those the user may see (another network's among them) match nothing.
    selected[group] = GROUP_CONDITION[group](group === 'hospital' ? values.filter((id) => visible.has(id)) : values);
  }
  return selected;
};

/**
 * The Job # search: a case-insensitive substring of the external id. The request schema has
 * already dropped the 'CPT' a pasted Job # starts with, and every Job # has it, so the rest of the
 * number is what tells jobs apart. Job #s are stored in capitals, so the typed text is raised to
 * match the column as it is. The network holds some
 * thousands of postings, and a substring match tests each of them whatever the index.
 */
const jobNumberSearch = (searchName: string | undefined): SQL | undefined => {
  const term = (searchName ?? '').trim();
  return term ? sql`j.external_id like ${`%${escapeLike(term.toUpperCase())}%`}` : undefined;
};

export const jobListConditions = (options: JobListOptions, visibility: Visibility): JobListConditions => {
  const statuses = options.statuses?.length ? options.statuses : DEFAULT_JOB_STATUSES;
  const search = jobNumberSearch(options.searchName);
  return {
    base: [
      // Explicit as well as enforced by row-level security: it lets the planner use the tenant indexes.
      sql`j.network_id = ${visibility.networkId}`,
      ...(visibility.seesEveryHospital ? [] : [oneOf(sql`j.hospital_id`, visibility.hospitalIds)]),
      oneOf(sql`j.posting_status`, statuses),
      ...(search ? [search] : []),
    ],
    selected: selections(options, visibility),
  };
};

/** Every condition together: the rows the list shows. */
export const allConditions = (conditions: JobListConditions): SQL => allOf([...conditions.base, ...Object.values(conditions.selected)]);
