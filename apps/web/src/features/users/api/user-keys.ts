import type { UserSearchQuery } from '@portal/domain/api/users';
import { networkKey, type SessionNetworkId } from '@/lib/query-keys';

/** Query keys of user maintenance, per network: a change invalidates `all`, every section, count and history with it. */
export const userKeys = {
  all: (networkId: SessionNetworkId) => networkKey(networkId, 'users'),
  list: (networkId: SessionNetworkId, query: UserSearchQuery) => [...userKeys.all(networkId), 'list', query] as const,
  types: (networkId: SessionNetworkId) => [...userKeys.all(networkId), 'types'] as const,
  history: (networkId: SessionNetworkId, userId: string) => [...userKeys.all(networkId), 'history', userId] as const,
  coverage: (networkId: SessionNetworkId, userId: string) => [...userKeys.all(networkId), 'coverage', userId] as const,
};
