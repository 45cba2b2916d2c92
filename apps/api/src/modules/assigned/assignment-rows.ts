import { sql, type SQL } from 'drizzle-orm';
import type { AssignmentListItem } from '@portal/domain/api/assigned';
import type { SortOrder } from '@portal/domain/limits';
import type { SortKey } from '@portal/domain/lists/sort-options';
import { allConditions, type AssignmentConditions } from './assignment-conditions';

/** One row of the lists as the database returns it. */
export interface AssignmentRow {
  dealId: string;
  travelerId: string;
  travelerFirstName: string;
  travelerLastName: string;
  travelerEmail: string;
  travelerPhoneNumber: string | null;
  travelerStatus: string;
  travelerShift: string;
  travelerTitle: string;
  travelerGuaranteedHours: number | null;
  jobTitle: string | null;
  hospital: string;
  hospitalId: string;
  city: string;
  state: string;
  unit: string;
  unitManager: string | null;
  notes: string | null;
  referenceId: string | null;
  assignmentStartDate: string;
  assignmentEndDate: string;
  assignmentRetentionType: string | null;
}

/** The columns of an export file: fewer than a list row, since each is held for a whole batch of thousands. */
export type ExportRow = Pick<
  AssignmentRow,
  | 'travelerLastName'
  | 'travelerFirstName'
  | 'travelerTitle'
  | 'travelerStatus'
  | 'hospital'
  | 'unit'
  | 'unitManager'
  | 'travelerShift'
  | 'assignmentStartDate'
  | 'assignmentEndDate'
  | 'assignmentRetentionType'
  | 'notes'
  | 'referenceId'
>;

export interface RowOrder {
  sortBy: SortKey;
  sortOrder: SortOrder;
}

/** Columns each sort key orders by; the deal id ends every order so equal keys page stably. */
const SORT_COLUMNS: Record<SortKey, { columns: SQL[]; nullable: boolean }> = {
  startdate: { columns: [sql`d.start_date`], nullable: false },
  enddate: { columns: [sql`d.end_date`], nullable: false },
  firstname: { columns: [sql`c.first_name`, sql`c.last_name`], nullable: false },
  lastname: { columns: [sql`c.last_name`, sql`c.first_name`], nullable: false },
  notes: { columns: [sql`d.notes`], nullable: true },
  createddate: { columns: [sql`d.submitted_at`], nullable: false },
  jobtitle: { columns: [sql`d.title`], nullable: false },
};

const SORTS_BY_CLINICIAN: ReadonlySet<SortKey> = new Set(['firstname', 'lastname']);

/** The sort key's columns under fixed names, for queries that carry them out of a subquery. */
export const sortKeyColumns = ({ sortBy }: RowOrder) =>
  SORT_COLUMNS[sortBy].columns.map((column, i) => ({ column, alias: sql.identifier(`sort_${i}`) }));

/**
 * ORDER BY for a sort over `columns` (the sort key's, or their aliases), then `id`. Missing values
 * (notes) come last either way; NULLS LAST is written only for nullable columns, because on the
 * others it would stop the (network, stage, status, date, id) indexes from serving a descending order.
 */
export const orderBy = ({ sortBy, sortOrder }: RowOrder, columns = SORT_COLUMNS[sortBy].columns, id = sql`d.id`): SQL => {
  const direction = sql.raw(sortOrder === 'desc' ? 'desc' : 'asc');
  const nulls = sql.raw(SORT_COLUMNS[sortBy].nullable ? ' nulls last' : '');
  return sql.join([...columns.map((column) => sql`${column} ${direction}${nulls}`), sql`${id} ${direction}`], sql`, `);
};

/**
 * The display columns of a row of `deals d` joined with `clinicians c` and `hospitals h`. The
 * single-name lookups are subqueries rather than joins: each is one primary-key probe either way,
 * and fewer joins save the planner a join-order search that would cost more than the page itself.
 */
export const DISPLAY_COLUMNS = sql`
  d.id as "dealId", c.id as "travelerId", c.first_name as "travelerFirstName", c.last_name as "travelerLastName",
  c.email as "travelerEmail", c.phone_number as "travelerPhoneNumber", d.status as "travelerStatus", d.shift as "travelerShift",
  d.title as "travelerTitle", d.guaranteed_hours as "travelerGuaranteedHours",
  (select t.name from job_postings jp join titles t on t.id = jp.title_id where jp.id = d.job_id) as "jobTitle",
  h.name as "hospital", h.id as "hospitalId", h.city as "city", h.state as "state",
  (select u.name from units u where u.id = d.unit_id) as "unit",
  (select um.name from unit_managers um where um.id = d.unit_manager_id) as "unitManager",
  d.notes as "notes", d.reference_id as "referenceId",
  d.start_date as "assignmentStartDate", d.end_date as "assignmentEndDate", d.retention_type as "assignmentRetentionType"`;

export const DISPLAY_JOINS = sql`join clinicians c on c.id = d.clinician_id join hospitals h on h.id = d.hospital_id`;

/** Clinicians are joined to find the page only when the search or the order needs them. */
export const filterJoins = (conditions: AssignmentConditions, order?: RowOrder): SQL =>
  conditions.searchesNames || (order && SORTS_BY_CLINICIAN.has(order.sortBy)) ? sql`join clinicians c on c.id = d.clinician_id` : sql``;

const limitRows = (limit: number, offset: number) => sql`limit ${limit} offset ${offset}`;

const EXPORT_COLUMNS = sql`
  c.last_name as "travelerLastName", c.first_name as "travelerFirstName", d.title as "travelerTitle",
  d.status as "travelerStatus", h.name as "hospital", u.name as "unit", um.name as "unitManager",
  d.shift as "travelerShift", d.start_date as "assignmentStartDate", d.end_date as "assignmentEndDate",
  d.retention_type as "assignmentRetentionType", d.notes as "notes", d.reference_id as "referenceId"`;

const EXPORT_JOINS = sql`${DISPLAY_JOINS} join units u on u.id = d.unit_id left join unit_managers um on um.id = d.unit_manager_id`;

/**
 * Every matching row in order, for a cursor, with plain joins (hash joins over many rows). A plain
 * list is one query, so its first rows come before the last are found. Searched or windowed rows
 * are found through the name or date indexes, not in list order, so they are collected first (a
 * few thousand at most; see list-page.ts) rather than found by walking a date index.
 */
export const exportQuery = (conditions: AssignmentConditions, order: RowOrder, limit: number, offset: number): SQL => {
  if (!conditions.searchesNames && !conditions.windowed) {
    return sql`select ${EXPORT_COLUMNS} from deals d ${EXPORT_JOINS}
      where ${allConditions(conditions)} order by ${orderBy(order)} ${limitRows(limit, offset)}`;
  }
  // The collected rows carry their deal columns, so the deals are not joined again (which the planner would do by reading them all).
  return sql`
    with matching as materialized (select d.* from deals d ${filterJoins(conditions)} where ${allConditions(conditions)})
    select ${EXPORT_COLUMNS} from matching d ${EXPORT_JOINS}
    order by ${orderBy(order)} ${limitRows(limit, offset)}`;
};

export const toListItem = (row: AssignmentRow, seesUnitManagers: boolean): AssignmentListItem => {
  const { city, state, unitManager, ...item } = row;
  return {
    ...item,
    unitManager: seesUnitManagers ? unitManager : null,
    jobEntity: { hospital: row.hospital, city, state },
  };
};
