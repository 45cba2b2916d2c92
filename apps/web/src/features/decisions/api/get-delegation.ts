import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDecisionDelegation } from '@portal/domain/api/decision-delegation';
import { CANDIDATE_LIST_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { decisionKeys } from './decision-keys';

/** The user's delegation, the colleagues they may pick and who delegated to them, per network; as fresh as the queue. */
export const getDelegationQueryOptions = (networkId: string | undefined) =>
  queryOptions({
    queryKey: decisionKeys.delegation(networkId),
    queryFn: ({ signal }) => callApi(getDecisionDelegation, { signal }),
    staleTime: CANDIDATE_LIST_STALE_MS,
  });

export const useDelegation = () => {
  const { network } = useSession();
  return useQuery({ ...getDelegationQueryOptions(network?.hospitalNetworkId), enabled: Boolean(network) });
};
