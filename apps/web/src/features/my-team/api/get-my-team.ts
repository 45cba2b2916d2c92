import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyTeam, type MyTeamRequest } from '@portal/domain/api/my-team';
import { callApi } from '@/lib/api-client';
import { keepPreviousInNetwork, type SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';
import { myTeamKeys } from './my-team-keys';

/** One page of My Team. */
export const getMyTeamQueryOptions = (networkId: SessionNetworkId, request: MyTeamRequest) =>
  queryOptions({
    queryKey: myTeamKeys.list(networkId, request),
    meta: { failure: 'Get my team failed' },
    queryFn: ({ signal }) => callApi(getMyTeam, { body: request, signal }),
  });

/** The previous page stays on screen while the next loads. */
export const useMyTeam = (request: MyTeamRequest) => {
  const networkId = useNetworkId();
  return useQuery({ ...getMyTeamQueryOptions(networkId, request), placeholderData: keepPreviousInNetwork(networkId) });
};
