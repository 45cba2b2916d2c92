import { networkKey, type SessionNetworkId } from '@/lib/query-keys';

/** Query keys of the bell, per network (an internal user's list changes with their choice). */
export const notificationKeys = {
  all: (networkId: SessionNetworkId) => networkKey(networkId, 'notifications'),
  list: (networkId: SessionNetworkId) => [...notificationKeys.all(networkId), 'list'] as const,
  preferences: (networkId: SessionNetworkId) => networkKey(networkId, 'notification-preferences'),
  /** A user's unit coverage: their own (`'me'`) or, for an admin, another user's. */
  coverage: (networkId: SessionNetworkId, userId: string) => networkKey(networkId, 'unit-coverage', userId),
};
