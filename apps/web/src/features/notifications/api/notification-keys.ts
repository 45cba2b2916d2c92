import { networkKey, type SessionNetworkId } from '@/lib/query-keys';

/** Query keys of the bell, per network (an internal user's list changes with their choice). */
export const notificationKeys = {
  all: (networkId: SessionNetworkId) => networkKey(networkId, 'notifications'),
  list: (networkId: SessionNetworkId) => [...notificationKeys.all(networkId), 'list'] as const,
  preferences: (networkId: SessionNetworkId) => networkKey(networkId, 'notification-preferences'),
};
