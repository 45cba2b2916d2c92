import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { NetworkSummary } from '@portal/domain/api/platform';
import { storeSelectedNetwork } from '@/lib/selected-network';
import { clearListState } from '@/lib/session-store';
import { KEPT_ON_NETWORK_SWITCH } from '@/lib/session/api/session-keys';

/**
 * Switching network (SPEC.md §4): store the choice, forget every list's paging, search and filters,
 * drop cached data except the profile and network list, and go home (the guard turns / into
 * /dashboard where the new network has no new dashboard), or to `to`: the page a first choice of
 * network was asked on the way to.
 */
export const useSwitchNetwork = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (network: NetworkSummary, to = '/') => {
      storeSelectedNetwork(network);
      clearListState();
      queryClient.removeQueries({ predicate: (query) => !KEPT_ON_NETWORK_SWITCH.includes(String(query.queryKey[0])) });
      void navigate(to, { replace: true });
    },
    [queryClient, navigate],
  );
};
