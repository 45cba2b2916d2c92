import { sql, type SQL } from 'drizzle-orm';
import type { TimecardListItem, TimecardListResponse } from '@portal/domain/api/timecards';
import type { TimecardSortKey } from '@portal/domain/lists/sort-options';
import type { SortOrder } from '@portal/domain/limits';
import type { Tx } from '../../db/tenant';
import { collectedPage, readPage, walkedPage } from '../../lib/paged-list';
import { countRows, firstRow, isoTime, pageOffset } from '../../lib/sql-helpers';
import { allTimecardConditions, TIMECARD_FROM, type TimecardConditions } from './timecard-conditions';

export interface TimecardPageRequest {
  sortBy: TimecardSortKey;
  sortOrder: SortOrder;
  pageSize: number;
  pageNumber: number;
}

const SORT_COLUMN: Record<TimecardSortKey, SQL> = {
  dueby: sql`t.due_at`,
  weekstart: sql`t.week_start`,
  lastname: sql`lower(c.last_name || ' ' || c.first_name)`,
};

/** The columns one row of the list shows, over the page joined back to its week. */
export const TIMECARD_COLUMNS = sql`
  t.id, t.deal_id as "dealId", c.first_name as "travelerFirstName", c.last_name as "travelerLastName", d.title,
  h.name as hospital, u.name as unit, to_char(t.week_start, 'YYYY-MM-DD') as "weekStart", t.status,
  ${isoTime(sql`t.submitted_at`)} as "submittedAt", ${isoTime(sql`t.due_at`)} as "dueAt",
  t.worked_minutes as "workedMinutes", t.scheduled_minutes as "scheduledMinutes", d.guaranteed_hours as "contractHours",
  t.exceptions, t.version`;

export const TIMECARD_JOINS = sql`join timecards t on t.id = page.id join deals d on d.id = t.deal_id join clinicians c on c.id = d.clinician_id
  join hospitals h on h.id = t.hospital_id join units u on u.id = t.unit_id`;

/**
 * The weeks `limit` and `offset` select in list order. The matching weeks are collected with their
 * sort key (a name search finds them out of order), then only the page's rows get their columns.
 */
export const timecardPageQuery = (conditions: TimecardConditions, order: Omit<TimecardPageRequest, 'pageSize' | 'pageNumber'>, limit: number, offset: number, withTotal = true): SQL => {
  const direction = sql.raw(order.sortOrder === 'desc' ? 'desc' : 'asc');
  return collectedPage(
    {
      columns: TIMECARD_COLUMNS,
      joins: TIMECARD_JOINS,
      matching: sql`select t.id, ${SORT_COLUMN[order.sortBy]} as sort_0 from ${TIMECARD_FROM} where ${allTimecardConditions(conditions)}`,
      orderOf: (table) => sql`${sql.identifier(table)}.sort_0 ${direction}, ${sql.identifier(table)}.id`,
    },
    limit,
    offset,
    withTotal,
  );
};

/**
 * Weeks counted from the totals migration 0036's triggers keep: the conditions without a search
 * read only columns the totals table has under the same names, so they select its groups.
 */
const countedWeeks = (conditions: TimecardConditions): SQL => sql`select coalesce(sum(t.weeks), 0) from timecard_status_totals t where ${allTimecardConditions(conditions)}`;

/**
 * A page walked off an index in list order (docs/decisions/0152-timecard-list-walks-its-index.md):
 * without a name search the conditions read `timecards t` alone, so the page is the first rows of
 * the due-time or week index (the pending partial index for the weeks waiting) and the count a sum
 * of a few hundred totals, instead of collecting and sorting every matching week.
 */
const walkedTimecardPage = (conditions: TimecardConditions, order: Omit<TimecardPageRequest, 'pageSize' | 'pageNumber'>, limit: number, offset: number): SQL => {
  const direction = sql.raw(order.sortOrder === 'desc' ? 'desc' : 'asc');
  return walkedPage(
    {
      columns: TIMECARD_COLUMNS,
      joins: TIMECARD_JOINS,
      ids: sql`select t.id from timecards t where ${allTimecardConditions(conditions)}`,
      count: countedWeeks(conditions),
      order: sql`${SORT_COLUMN[order.sortBy]} ${direction}, t.id ${direction}`,
    },
    limit,
    offset,
  );
};

/** Whether the list's order is a column of the week itself and no search needs the traveller's row: then the page walks an index. */
const walksIndex = (conditions: TimecardConditions, order: Pick<TimecardPageRequest, 'sortBy'>) => !conditions.searches && order.sortBy !== 'lastname';

/** One page of the Timecards list with the count of every matching week. */
export const timecardListPage = async (tx: Tx, conditions: TimecardConditions, page: TimecardPageRequest): Promise<TimecardListResponse> => {
  const offset = pageOffset(page);
  if (walksIndex(conditions, page)) {
    const countAll = async () => Number(firstRow<{ count: number }>(await tx.execute(sql`select (${countedWeeks(conditions)})::int as "count"`))?.count ?? 0);
    const { rows, count } = await readPage<TimecardListItem>(tx, walkedTimecardPage(conditions, page, page.pageSize, offset), offset, countAll);
    return { data: rows, count };
  }
  const { rows, count } = await readPage<TimecardListItem>(tx, timecardPageQuery(conditions, page, page.pageSize, offset), offset, () =>
    countRows(tx, TIMECARD_FROM, allTimecardConditions(conditions)),
  );
  return { data: rows, count };
};
