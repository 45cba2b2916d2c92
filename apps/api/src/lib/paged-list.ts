import { sql, type Name, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/tenant';
import { rowsOf } from './sql-helpers';

/** Where a page's rows get what the list shows: `page` (the page's ids) joined to the list's table. */
interface PageDisplay {
  /** The display columns of one row. */
  columns: SQL;
  /** From `page` to the display columns, e.g. `join deals d on d.id = page.id join hospitals h …`. */
  joins: SQL;
}

/** A list whose order an index serves: the page is walked off it in order. */
export interface WalkedList extends PageDisplay {
  /** The matching ids before their order, e.g. `select d.id from deals d … where …`. */
  ids: SQL;
  /** The count of every matching row, e.g. `select count(*) from deals d … where …`. */
  count: SQL;
  /** The list order over the list's own table, kept by the page. */
  order: SQL;
}

/** A list found through indexes other than its order (a name search, a date window). */
export interface CollectedList extends PageDisplay {
  /** Every matching row's id with its sort key, a narrow row each, e.g. `select d.id, d.start_date as sort_0 from deals d …`. */
  matching: SQL;
  /** The list order over a set of collected rows named `table` ('matching', then 'page'). */
  orderOf: (table: string) => SQL;
}

/**
 * A page of a walked list: its ids by walking the order's index until the page is full, then the
 * display columns for those rows alone. The count, an index range count, rides along as an
 * uncorrelated subquery (run once), saving the call a round trip.
 */
export const walkedPage = (list: WalkedList, limit: number, offset: number): SQL => sql`
  with page as materialized (
    ${list.ids} order by ${list.order} limit ${limit} offset ${offset}
  )
  select ${list.columns}, (${list.count})::int as "total"
  from page ${list.joins}
  order by ${list.order}`;

/**
 * A page of a collected list: its rows are not found in list order, so they are collected once
 * with their sort key, then ordered and cut to the page, and only the page's rows get their
 * display columns. With `withTotal`, the count of the collected rows rides along on every row.
 */
export const collectedPage = (list: CollectedList, limit: number, offset: number, withTotal = true): SQL => sql`
  with matching as materialized (
    ${list.matching}
  ),
  page as materialized (
    select * from matching order by ${list.orderOf('matching')} limit ${limit} offset ${offset}
  )
  select ${list.columns}${withTotal ? sql`, (select count(*) from matching)::int as "total"` : sql``}
  from page ${list.joins}
  order by ${list.orderOf('page')}`;

/** A list over one table whose sort key is columns of its rows (or of rows it joins). */
export interface SortedList extends PageDisplay {
  /** The row id, e.g. `d.id`. */
  id: SQL;
  /** The table with the joins the conditions need, and with `forOrder` those the order needs too, e.g. `deals d join clinicians c …`. */
  from: (forOrder: boolean) => SQL;
  where: SQL;
  /** The sort key's columns, each with the alias a collected row carries it under. */
  sortKeys: readonly { column: SQL; alias: Name }[];
  /** ORDER BY over the sort key `columns` (the table's own when not given), then `id`. */
  orderBy: (columns?: SQL[], id?: SQL) => SQL;
}

/**
 * A page of a sorted list: walked off the order's index when `walk` (the plain list), else
 * collected (a search or a window finds the rows through other indexes, not in list order).
 */
export const sortedPage = (list: SortedList, walk: boolean, limit: number, offset: number): SQL => {
  if (walk) {
    const ids = sql`select ${list.id} from ${list.from(true)} where ${list.where}`;
    return walkedPage({ ...list, ids, count: sql`select count(*) from ${list.from(false)} where ${list.where}`, order: list.orderBy() }, limit, offset);
  }
  const keys = sql.join(
    list.sortKeys.map(({ column, alias }) => sql`${column} as ${alias}`),
    sql`, `,
  );
  const keysOf = (table: string) => list.sortKeys.map(({ alias }) => sql`${sql.identifier(table)}.${alias}`);
  return collectedPage(
    {
      columns: list.columns,
      joins: list.joins,
      matching: sql`select ${list.id}, ${keys} from ${list.from(true)} where ${list.where}`,
      orderOf: (table) => list.orderBy(keysOf(table), sql`${sql.identifier(table)}.id`),
    },
    limit,
    offset,
  );
};

/**
 * Runs a page statement whose rows carry the count of every matching row as `total`, split into
 * its rows and that count. A page past the end has no row to carry it, so only then is
 * `countAll` asked (an empty first page means no rows at all).
 */
export const readPage = async <Row>(
  tx: Pick<Tx, 'execute'>,
  statement: SQL,
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Row[]; count: number }> => {
  const rows = rowsOf<Row & { total: number }>(await tx.execute(statement));
  return {
    rows: rows.map(({ total: _total, ...row }) => row as Row),
    count: rows[0]?.total ?? (offset > 0 ? await countAll() : 0),
  };
};
