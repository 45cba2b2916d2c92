import type { MyTeamRequest } from '@portal/domain/api/my-team';
import { networkKey, type SessionNetworkId } from '@/lib/query-keys';

const myTeamKey = (networkId: SessionNetworkId) => networkKey(networkId, 'my-team');

/** Query keys of My Team, per network. */
export const myTeamKeys = {
  all: myTeamKey,
  list: (networkId: SessionNetworkId, request: MyTeamRequest) => [...myTeamKey(networkId), 'list', request] as const,
};
