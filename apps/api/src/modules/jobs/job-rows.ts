import { sql, type SQL } from 'drizzle-orm';
import type { FeatureFlags } from '@portal/domain/access/feature-flags';
import type { JobListItem } from '@portal/domain/api/job-list';
import type { JobPostingStatus } from '@portal/domain/deals/statuses';
import type { SortOrder } from '@portal/domain/limits';
import type { JOB_SORT_KEYS } from '@portal/domain/lists/sort-options';
import { isoTime } from '../../lib/sql-helpers';

/** Job type numbers of the job entity (SPEC.md §3); a posting stores the name. */
const JOB_TYPE_IDS = { Travel: 1, PRN: 2 } as const;

/** The column holds only these names; anything else is the default type, Travel. */
const jobTypeId = (jobType: string): number => JOB_TYPE_IDS[jobType as keyof typeof JOB_TYPE_IDS] ?? JOB_TYPE_IDS.Travel;

/** One row of the list as the database returns it (money as numeric text, times formatted in SQL). */
export interface JobRow {
  jobId: string;
  externalId: string;
  jobTitle: string;
  jobType: string;
  requisitionId: string | null;
  postingStatus: JobPostingStatus;
  hospital: string;
  hospitalId: string;
  city: string;
  state: string;
  unit: string;
  unitType: string;
  shift: string;
  duration: number;
  startDate: string;
  availablePositions: number;
  openPositions: number;
  billRate: string | null;
  localBillRate: string | null;
  approverIds: string[];
  createdOn: string;
  modifiedOn: string;
  modifiedBy: string | null;
}

export interface JobOrder {
  sortBy: (typeof JOB_SORT_KEYS)[number];
  sortOrder: SortOrder;
}

/**
 * What each sort key orders by, and the lookup it needs joined; the job id ends every order so
 * equal keys page stably. A join, not a subquery, for the title: it is read for every matching row.
 */
const SORT_KEYS: Record<JobOrder['sortBy'], { column: SQL; join?: SQL }> = {
  createddate: { column: sql`j.created_at` },
  startdate: { column: sql`j.start_date` },
  jobtitle: { column: sql`sort_title.name`, join: sql`join titles sort_title on sort_title.id = j.title_id` },
};

/** `job_postings j` with what the order needs, selecting the job id and the sort key as `sort_key`. */
export const sortKeyRows = ({ sortBy }: JobOrder): SQL => {
  const { column, join } = SORT_KEYS[sortBy];
  return sql`select j.id, ${column} as sort_key from job_postings j ${join ?? sql``}`;
};

/** ORDER BY over a query whose rows carry the sort key as `sort_key` and the job id as `id`. */
export const orderBySortKey = ({ sortOrder }: JobOrder, table: string): SQL => {
  const direction = sql.raw(sortOrder === 'desc' ? 'desc' : 'asc');
  const of = (column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;
  return sql`${of('sort_key')} ${direction}, ${of('id')} ${direction}`;
};


/**
 * The display columns of `job_postings j` joined with `hospitals h` and `units u`. Single names
 * are subqueries: one primary-key probe each, and fewer joins to plan.
 */
export const JOB_COLUMNS = sql`
  j.id as "jobId", j.external_id as "externalId",
  (select t.name from titles t where t.id = j.title_id) as "jobTitle",
  j.job_type as "jobType", j.requisition_id as "requisitionId", j.posting_status as "postingStatus",
  h.name as "hospital", h.id as "hospitalId", h.city as "city", h.state as "state",
  u.name as "unit", u.unit_type as "unitType",
  (select s.name from shifts s where s.id = j.shift_id) as "shift",
  j.duration_weeks as "duration", j.start_date::text as "startDate",
  j.available_positions as "availablePositions", j.open_positions as "openPositions",
  j.bill_rate::text as "billRate", j.local_bill_rate::text as "localBillRate",
  coalesce((select json_agg(ja.user_id order by ja.user_id) from job_approvers ja where ja.job_id = j.id), '[]'::json) as "approverIds",
  ${isoTime(sql`j.created_at`)} as "createdOn", ${isoTime(sql`j.modified_at`)} as "modifiedOn",
  (select m.first_name || ' ' || m.last_name from users m where m.id = j.modified_by) as "modifiedBy"`;

export const JOB_JOINS = sql`join hospitals h on h.id = j.hospital_id join units u on u.id = j.unit_id`;

const money = (value: string | null): number | null => (value === null ? null : Number(value));

/** A list row as the contract has it (with any further columns `row` carries); local rates only where the network shows them (SPEC.md §9). */
export const toJobListItem = <Row extends JobRow>(
  row: Row,
  flags: Pick<FeatureFlags, 'localRates'>,
): Omit<Row, 'billRate' | 'localBillRate'> & JobListItem => {
  const { billRate, localBillRate, ...item } = row;
  return {
    ...item,
    jobOrExternalId: row.externalId,
    jobTypeId: jobTypeId(row.jobType),
    billRateActual: money(billRate),
    localBillRateActual: flags.localRates ? money(localBillRate) : null,
  };
};
