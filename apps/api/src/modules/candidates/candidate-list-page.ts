import { sql, type SQL } from 'drizzle-orm';
import type { CandidateListResponse } from '@portal/domain/api/candidate-list';
import type { Tx } from '../../db/tenant';
import { countRows, pageOffset, pageWithTotal, rowsOf } from '../../lib/sql-helpers';
import { allConditions, type CandidateConditions } from './candidate-conditions';
import { CANDIDATE_JOINS, candidateColumns, filterJoins, orderBy, sortKeyColumns, toCandidateListItem, type CandidateOrder, type CandidateRow } from './candidate-rows';

export interface CandidatePageRequest extends CandidateOrder {
  pageSize: number;
  pageNumber: number;
}

/**
 * A page of the plain list: its ids by walking a (network, stage, status, date, id) index in order
 * until the page is full (or the clinicians' name index, for a name order), then the display
 * columns for those rows alone. The count, an index range count, rides along as an uncorrelated
 * subquery (run once), saving the call a round trip.
 */
const walkedPage = (conditions: CandidateConditions, order: CandidateOrder, limit: number, offset: number, networkId: string): SQL => sql`
  with page as materialized (
    select d.id from deals d ${filterJoins(conditions.searchesNames, order)} where ${allConditions(conditions)}
    order by ${orderBy(order)} limit ${limit} offset ${offset}
  )
  select ${candidateColumns(networkId)},
         (select count(*) from deals d ${filterJoins(conditions.searchesNames)} where ${allConditions(conditions)})::int as "total"
  from page join deals d on d.id = page.id ${CANDIDATE_JOINS}
  order by ${orderBy(order)}`;

/**
 * A page of a name search: the rows are found through the clinicians' name indexes, not in list
 * order, so they are collected once (a few hundred at most) with their sort key, then both counted
 * and ordered from that collection.
 */
const collectedPage = (conditions: CandidateConditions, order: CandidateOrder, limit: number, offset: number, networkId: string): SQL => {
  const keys = sortKeyColumns(order);
  const keysOf = (table: string) => keys.map(({ alias }) => sql`${sql.identifier(table)}.${alias}`);
  return sql`
    with matching as materialized (
      select d.id, ${sql.join(
        keys.map(({ column, alias }) => sql`${column} as ${alias}`),
        sql`, `,
      )}
      from deals d ${filterJoins(true)} where ${allConditions(conditions)}
    ),
    page as materialized (
      select * from matching order by ${orderBy(order, keysOf('matching'), sql`matching.id`)} limit ${limit} offset ${offset}
    )
    select ${candidateColumns(networkId)}, (select count(*) from matching)::int as "total"
    from page join deals d on d.id = page.id ${CANDIDATE_JOINS}
    order by ${orderBy(order, keysOf('page'), sql`page.id`)}`;
};

/** The statement of one page, with the count of all matching rows on every row as `total`. */
export const candidatePageQuery = (conditions: CandidateConditions, page: CandidatePageRequest, networkId: string): SQL =>
  (conditions.searchesNames ? collectedPage : walkedPage)(conditions, page, page.pageSize, pageOffset(page), networkId);

/** One page of the candidate list with the count of all its rows, in the request's transaction. */
export const candidateListPage = async (
  tx: Tx,
  conditions: CandidateConditions,
  page: CandidatePageRequest,
  networkId: string,
): Promise<CandidateListResponse> => {
  const offset = pageOffset(page);
  const { rows, count } = await pageWithTotal(
    rowsOf<CandidateRow & { total: number }>(await tx.execute(candidatePageQuery(conditions, page, networkId))),
    offset,
    () => countRows(tx, sql`deals d ${filterJoins(conditions.searchesNames)}`, allConditions(conditions)),
  );
  return { candidates: rows.map(toCandidateListItem), candidatesCount: count };
};

/** Every matching row in list order from `offset`, at most `limit`, for an export's cursor. */
export const candidateExportQuery = (conditions: CandidateConditions, order: CandidateOrder, limit: number, offset: number, networkId: string): SQL => sql`
  select ${candidateColumns(networkId)} from deals d ${CANDIDATE_JOINS}
  where ${allConditions(conditions)} order by ${orderBy(order)} limit ${limit} offset ${offset}`;
