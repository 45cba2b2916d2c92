import { useInfiniteQuery } from '@tanstack/react-query';
import { getCandidateHistory } from '@portal/domain/api/candidates';
import { callApi } from '@/lib/api-client';
import { historyPagesOptions } from '@/lib/history-pages';
import { useSession } from '@/lib/session/session-context';
import { candidateKeys } from './candidate-keys';

/** Candidates/{dealId}/History, a page at a time. */
export const getCandidateHistoryQueryOptions = (networkId: string | undefined, dealId: string) =>
  historyPagesOptions(candidateKeys.history(networkId, dealId), (before, signal) =>
    callApi(getCandidateHistory, { params: { id: dealId }, query: { before }, signal }),
  );

export const useCandidateHistory = (dealId: string) => {
  const { network } = useSession();
  return useInfiniteQuery(getCandidateHistoryQueryOptions(network?.hospitalNetworkId, dealId));
};
