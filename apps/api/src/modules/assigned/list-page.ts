import { sql, type SQL } from 'drizzle-orm';
import type { AssignmentListResponse } from '@portal/domain/api/assigned';
import type { Tx } from '../../db/tenant';
import { countRows, pageOffset, pageWithTotal, rowsOf } from '../../lib/sql-helpers';
import {
  DISPLAY_COLUMNS,
  DISPLAY_JOINS,
  filterJoins,
  limitRows,
  orderBy,
  sortKeyColumns,
  toListItem,
  type AssignmentRow,
  type RowOrder,
} from './assignment-rows';
import { allConditions, type AssignmentConditions } from './assignment-conditions';

export interface PageRequest extends RowOrder {
  pageSize: number;
  pageNumber: number;
}

/**
 * A page of the plain list: its ids by walking a (network, stage, status, date, id) index in order
 * until the page is full, then the display columns for those rows alone. The count, an index range
 * count, rides along as an uncorrelated subquery (run once), saving the call a round trip.
 */
const walkedPage = (conditions: AssignmentConditions, order: RowOrder, limit: number, offset: number): SQL => sql`
  with page as materialized (
    select d.id from deals d ${filterJoins(conditions, order)} where ${allConditions(conditions)}
    order by ${orderBy(order)} ${limitRows(limit, offset)}
  )
  select ${DISPLAY_COLUMNS},
         (select count(*) from deals d ${filterJoins(conditions)} where ${allConditions(conditions)})::int as "total"
  from page join deals d on d.id = page.id ${DISPLAY_JOINS}
  order by ${orderBy(order)}`;

/**
 * A page of a searched or windowed list, with the count in the same statement. Its rows are found
 * through the name or date indexes, not in list order (an assignment ending soon started long ago,
 * so walking a date index would read most of the network), so they are collected once (a few
 * thousand at most), then both counted and ordered from that collection.
 */
const collectedPage = (conditions: AssignmentConditions, order: RowOrder, limit: number, offset: number): SQL => {
  const keys = sortKeyColumns(order);
  const keysOf = (table: string) => keys.map(({ alias }) => sql`${sql.identifier(table)}.${alias}`);
  return sql`
    with matching as materialized (
      select d.id, ${sql.join(
        keys.map(({ column, alias }) => sql`${column} as ${alias}`),
        sql`, `,
      )}
      from deals d ${filterJoins(conditions, order)} where ${allConditions(conditions)}
    ),
    page as materialized (
      select * from matching order by ${orderBy(order, keysOf('matching'), sql`matching.id`)} ${limitRows(limit, offset)}
    )
    select ${DISPLAY_COLUMNS}, (select count(*) from matching)::int as "total"
    from page join deals d on d.id = page.id ${DISPLAY_JOINS}
    order by ${orderBy(order, keysOf('page'), sql`page.id`)}`;
};

/** One page of a list with the count of all its rows, in the request's transaction. */
export const listPage = async (tx: Tx, conditions: AssignmentConditions, page: PageRequest, seesUnitManagers: boolean): Promise<AssignmentListResponse> => {
  const offset = pageOffset(page);
  const statement = !conditions.searchesNames && !conditions.windowed ? walkedPage : collectedPage;
  const { rows, count } = await pageWithTotal(
    rowsOf<AssignmentRow & { total: number }>(await tx.execute(statement(conditions, page, page.pageSize, offset))),
    offset,
    () => countRows(tx, sql`deals d ${filterJoins(conditions)}`, allConditions(conditions)),
  );
  return { data: rows.map((row) => toListItem(row, seesUnitManagers)), count };
};
