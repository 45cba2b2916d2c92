import { useInfiniteQuery } from '@tanstack/react-query';
import { keepPreviousInNetwork } from '@/lib/query-keys';
import { decisionPagesQueryOptions, type DecisionFilter } from '@/lib/my-decisions/get-my-decisions';
import { useNetworkId } from '@/lib/session/session-context';

/** The My decisions page's pages of the filter (the unfiltered ones are the sidebar's entry too). */
export const useDecisionPages = (filter: DecisionFilter) => {
  const networkId = useNetworkId();
  // The counts and the cards stay while another filter's first page loads, within one network.
  return useInfiniteQuery({
    ...decisionPagesQueryOptions(networkId, filter),
    enabled: Boolean(networkId),
    placeholderData: keepPreviousInNetwork(networkId),
  });
};
