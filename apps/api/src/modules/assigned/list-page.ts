import { sql, type SQL } from 'drizzle-orm';
import type { AssignmentListResponse } from '@portal/domain/api/assigned';
import type { Tx } from '../../db/tenant';
import { readPage, sortedPage } from '../../lib/paged-list';
import { countRows, pageOffset } from '../../lib/sql-helpers';
import { DISPLAY_COLUMNS, DISPLAY_JOINS, filterJoins, orderBy, sortKeyColumns, toListItem, type AssignmentRow, type RowOrder } from './assignment-rows';
import { allConditions, type AssignmentConditions } from './assignment-conditions';

export interface PageRequest extends RowOrder {
  pageSize: number;
  pageNumber: number;
}

/**
 * The statement of one page. The plain list is walked off a (network, stage, status, date, id)
 * index. A searched or windowed list is found through the name or date indexes, not in list order
 * (an assignment ending soon started long ago, so walking a date index would read most of the
 * network), so its rows (a few thousand at most) are collected.
 */
const pageQuery = (conditions: AssignmentConditions, order: RowOrder, limit: number, offset: number): SQL =>
  sortedPage(
    {
      id: sql`d.id`,
      from: (forOrder) => sql`deals d ${filterJoins(conditions, forOrder ? order : undefined)}`,
      where: allConditions(conditions),
      sortKeys: sortKeyColumns(order),
      orderBy: (columns, id) => orderBy(order, columns, id),
      columns: DISPLAY_COLUMNS,
      joins: sql`join deals d on d.id = page.id ${DISPLAY_JOINS}`,
    },
    !conditions.searchesNames && !conditions.windowed,
    limit,
    offset,
  );

/** One page of a list with the count of all its rows, in the request's transaction. */
export const listPage = async (tx: Tx, conditions: AssignmentConditions, page: PageRequest, seesUnitManagers: boolean): Promise<AssignmentListResponse> => {
  const offset = pageOffset(page);
  const { rows, count } = await readPage<AssignmentRow>(tx, pageQuery(conditions, page, page.pageSize, offset), offset, () =>
    countRows(tx, sql`deals d ${filterJoins(conditions)}`, allConditions(conditions)),
  );
  return { data: rows.map((row) => toListItem(row, seesUnitManagers)), count };
};
