import type { HistoryPage, HistoryQuery } from '@portal/domain/api/history';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { dealHistoryRows } from '../../lib/history/deal-history-rows';
import { readHistory } from '../../lib/history/read-history';
import { dealIdFromRoute, findVisibleAssignment } from './find-assignment';

/** A visible assignment's history page (404 as its details for any other id). */
export const assignmentHistory = async (tx: Tx, visibility: Visibility, id: string, query: HistoryQuery): Promise<HistoryPage> => {
  const deal = await findVisibleAssignment(tx, visibility, dealIdFromRoute(id));
  return readHistory(tx, dealHistoryRows(deal.id), query);
};
