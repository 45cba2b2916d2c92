import { sql, type SQL } from 'drizzle-orm';
import type { AssignmentListResponse } from '@portal/domain/api/assigned';
import type { Tx } from '../../db/tenant';
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
import { allConditions, type AssignmentScope } from './assignment-scope';

export interface PageRequest extends RowOrder {
  pageSize: number;
  pageNumber: number;
}

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * A page of the plain list: its ids by walking a (network, stage, status, date, id) index in order
 * until the page is full, then the display columns for those rows alone. The count, an index range
 * count, rides along as an uncorrelated subquery (run once), saving the call a round trip.
 */
const walkedPage = (scope: AssignmentScope, order: RowOrder, limit: number, offset: number): SQL => sql`
  with page as materialized (
    select d.id from deals d ${filterJoins(scope, order)} where ${allConditions(scope)}
    order by ${orderBy(order)} ${limitRows(limit, offset)}
  )
  select ${DISPLAY_COLUMNS},
         (select count(*) from deals d ${filterJoins(scope)} where ${allConditions(scope)})::int as "total"
  from page join deals d on d.id = page.id ${DISPLAY_JOINS}
  order by ${orderBy(order)}`;

/**
 * A page of a searched or windowed list, with the count in the same statement. Its rows are found
 * through the name or date indexes, not in list order (an assignment ending soon started long ago,
 * so walking a date index would read most of the network), so they are collected once (a few
 * thousand at most), then both counted and ordered from that collection.
 */
const collectedPage = (scope: AssignmentScope, order: RowOrder, limit: number, offset: number): SQL => {
  const keys = sortKeyColumns(order);
  const keysOf = (table: string) => keys.map(({ alias }) => sql`${sql.identifier(table)}.${alias}`);
  return sql`
    with matching as materialized (
      select d.id, ${sql.join(
        keys.map(({ column, alias }) => sql`${column} as ${alias}`),
        sql`, `,
      )}
      from deals d ${filterJoins(scope, order)} where ${allConditions(scope)}
    ),
    page as materialized (
      select * from matching order by ${orderBy(order, keysOf('matching'), sql`matching.id`)} ${limitRows(limit, offset)}
    )
    select ${DISPLAY_COLUMNS}, (select count(*) from matching)::int as "total"
    from page join deals d on d.id = page.id ${DISPLAY_JOINS}
    order by ${orderBy(order, keysOf('page'), sql`page.id`)}`;
};

const countOf = async (tx: Tx, scope: AssignmentScope): Promise<number> => {
  const query = sql`select count(*)::int as "count" from deals d ${filterJoins(scope)} where ${allConditions(scope)}`;
  return rowsOf<{ count: number }>(await tx.execute(query))[0]?.count ?? 0;
};

/** One page of a list with the count of all its rows, in the request's transaction. */
export const listPage = async (tx: Tx, scope: AssignmentScope, page: PageRequest, seesUnitManagers: boolean): Promise<AssignmentListResponse> => {
  const offset = (page.pageNumber - 1) * page.pageSize;
  const statement = !scope.searchesNames && !scope.windowed ? walkedPage : collectedPage;
  const rows = rowsOf<AssignmentRow & { total: number }>(await tx.execute(statement(scope, page, page.pageSize, offset)));
  // A page past the end has no row to carry the total.
  const count = rows[0]?.total ?? (offset > 0 ? await countOf(tx, scope) : 0);
  return { data: rows.map(({ total: _total, ...row }) => toListItem(row, seesUnitManagers)), count };
};
