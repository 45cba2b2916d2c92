import { sql, type SQL } from 'drizzle-orm';
import type { CandidateListResponse } from '@portal/domain/api/candidate-list';
import type { Tx } from '../../db/tenant';
import { readPage, sortedPage } from '../../lib/paged-list';
import { countRows, pageOffset } from '../../lib/sql-helpers';
import { allConditions, type CandidateConditions } from './candidate-conditions';
import { CANDIDATE_JOINS, candidateColumns, filterJoins, orderBy, sortKeyColumns, toCandidateListItem, type CandidateOrder, type CandidateRow } from './candidate-rows';

export interface CandidatePageRequest extends CandidateOrder {
  pageSize: number;
  pageNumber: number;
}

/**
 * The statement of one page, with the count of all matching rows on every row as `total`. The
 * plain list is walked off a (network, stage, status, date, id) index (or the clinicians' name
 * index, for a name order); a name search finds its rows (a few hundred at most) through the
 * clinicians' name indexes, not in list order, so they are collected.
 */
const candidatePageQuery = (conditions: CandidateConditions, page: CandidatePageRequest, networkId: string): SQL =>
  sortedPage(
    {
      id: sql`d.id`,
      from: (forOrder) => sql`deals d ${filterJoins(conditions.searchesNames, forOrder ? page : undefined)}`,
      where: allConditions(conditions),
      sortKeys: sortKeyColumns(page),
      orderBy: (columns, id) => orderBy(page, columns, id),
      columns: candidateColumns(networkId),
      joins: sql`join deals d on d.id = page.id ${CANDIDATE_JOINS}`,
    },
    !conditions.searchesNames,
    page.pageSize,
    pageOffset(page),
  );

/** One page of the candidate list with the count of all its rows, in the request's transaction. */
export const candidateListPage = async (
  tx: Tx,
  conditions: CandidateConditions,
  page: CandidatePageRequest,
  networkId: string,
): Promise<CandidateListResponse> => {
  const offset = pageOffset(page);
  const { rows, count } = await readPage<CandidateRow>(tx, candidatePageQuery(conditions, page, networkId), offset, () =>
    countRows(tx, sql`deals d ${filterJoins(conditions.searchesNames)}`, allConditions(conditions)),
  );
  return { candidates: rows.map(toCandidateListItem), candidatesCount: count };
};

/** Every matching row in list order from `offset`, at most `limit`, for an export's cursor. */
export const candidateExportQuery = (conditions: CandidateConditions, order: CandidateOrder, limit: number, offset: number, networkId: string): SQL => sql`
  select ${candidateColumns(networkId)} from deals d ${CANDIDATE_JOINS}
  where ${allConditions(conditions)} order by ${orderBy(order)} limit ${limit} offset ${offset}`;
