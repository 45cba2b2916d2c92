import { sql, type SQL } from 'drizzle-orm';
import type { CandidateListResponse } from '@portal/domain/api/candidate-list';
import type { Tx } from '../../db/tenant';
import { collectedPage, readPage, sortKeysOf, walkedPage } from '../../lib/paged-list';
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
const candidatePageQuery = (conditions: CandidateConditions, page: CandidatePageRequest, networkId: string): SQL => {
  const display = { columns: candidateColumns(networkId), joins: sql`join deals d on d.id = page.id ${CANDIDATE_JOINS}` };
  const [limit, offset] = [page.pageSize, pageOffset(page)];
  if (!conditions.searchesNames) {
    return walkedPage(
      {
        ...display,
        ids: sql`select d.id from deals d ${filterJoins(false, page)} where ${allConditions(conditions)}`,
        count: sql`select count(*) from deals d ${filterJoins(false)} where ${allConditions(conditions)}`,
        order: orderBy(page),
      },
      limit,
      offset,
    );
  }
  const keys = sortKeysOf(sortKeyColumns(page));
  return collectedPage(
    {
      ...display,
      matching: sql`select d.id, ${keys.selected} from deals d ${filterJoins(true)} where ${allConditions(conditions)}`,
      orderOf: (table) => orderBy(page, keys.of(table), sql`${sql.identifier(table)}.id`),
    },
    limit,
    offset,
  );
};

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
