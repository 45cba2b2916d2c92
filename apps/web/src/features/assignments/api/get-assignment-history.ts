import { useInfiniteQuery } from '@tanstack/react-query';
import { getAssignmentHistory } from '@portal/domain/api/assignment-details';
import { callApi } from '@/lib/api-client';
import { historyPagesOptions } from '@/lib/history-pages';
import { useSession } from '@/lib/session/session-context';
import { assignmentDetailsKeys } from './assignment-keys';

/** Assignments/{dealId}/History, a page at a time. */
export const getAssignmentHistoryQueryOptions = (networkId: string | undefined, dealId: string) =>
  historyPagesOptions(assignmentDetailsKeys.history(networkId, dealId), (before, signal) =>
    callApi(getAssignmentHistory, { params: { id: dealId }, query: { before }, signal }),
  );

export const useAssignmentHistory = (dealId: string) => {
  const { network } = useSession();
  return useInfiniteQuery(getAssignmentHistoryQueryOptions(network?.hospitalNetworkId, dealId));
};
