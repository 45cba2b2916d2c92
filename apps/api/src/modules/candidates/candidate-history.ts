import type { HistoryPage, HistoryQuery } from '@portal/domain/api/history';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { dealHistoryRows } from '../../lib/history/deal-history-rows';
import { readHistory } from '../../lib/history/read-history';
import { candidateGuid, findCandidateForDocuments } from './find-candidate';

/** A visible candidate's history page (404 as its details for any other id). */
export const candidateHistory = async (tx: Tx, visibility: Visibility, id: string, query: HistoryQuery): Promise<HistoryPage> => {
  const candidate = await findCandidateForDocuments(tx, visibility, candidateGuid(id));
  return readHistory(tx, dealHistoryRows(candidate.id), query);
};
