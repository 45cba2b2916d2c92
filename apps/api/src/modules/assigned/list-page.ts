import { sql, type SQL } from 'drizzle-orm';
import type { AssignmentListResponse } from '@portal/domain/api/assigned';
import type { Tx } from '../../db/tenant';
import { collectedPage, readPage, sortKeysOf, walkedPage } from '../../lib/paged-list';
import { countRows, pageOffset } from '../../lib/sql-helpers';
import { DISPLAY_COLUMNS, DISPLAY_JOINS, filterJoins, orderBy, sortKeyColumns, toListItem, type AssignmentRow, type RowOrder } from './assignment-rows';
import { allConditions, type AssignmentConditions } from './assignment-conditions';

export interface PageRequest extends RowOrder {
  pageSize: number;
  pageNumber: number;
}

const DISPLAY = { columns: DISPLAY_COLUMNS, joins: sql`join deals d on d.id = page.id ${DISPLAY_JOINS}` };

/**
 * The statement of one page. The plain list is walked off a (network, stage, status, date, id)
 * index. A searched or windowed list is found through the name or date indexes, not in list order
 * (an assignment ending soon started long ago, so walking a date index would read most of the
 * network), so its rows (a few thousand at most) are collected.
 */
const pageQuery = (conditions: AssignmentConditions, order: RowOrder, limit: number, offset: number): SQL => {
  if (!conditions.searchesNames && !conditions.windowed) {
    return walkedPage(
      {
        ...DISPLAY,
        ids: sql`select d.id from deals d ${filterJoins(conditions, order)} where ${allConditions(conditions)}`,
        count: sql`select count(*) from deals d ${filterJoins(conditions)} where ${allConditions(conditions)}`,
        order: orderBy(order),
      },
      limit,
      offset,
    );
  }
  const keys = sortKeysOf(sortKeyColumns(order));
  return collectedPage(
    {
      ...DISPLAY,
      matching: sql`select d.id, ${keys.selected} from deals d ${filterJoins(conditions, order)} where ${allConditions(conditions)}`,
      orderOf: (table) => orderBy(order, keys.of(table), sql`${sql.identifier(table)}.id`),
    },
    limit,
    offset,
  );
};

/** One page of a list with the count of all its rows, in the request's transaction. */
export const listPage = async (tx: Tx, conditions: AssignmentConditions, page: PageRequest, seesUnitManagers: boolean): Promise<AssignmentListResponse> => {
  const offset = pageOffset(page);
  const { rows, count } = await readPage<AssignmentRow>(tx, pageQuery(conditions, page, page.pageSize, offset), offset, () =>
    countRows(tx, sql`deals d ${filterJoins(conditions)}`, allConditions(conditions)),
  );
  return { data: rows.map((row) => toListItem(row, seesUnitManagers)), count };
};
