/** Query keys of the bell: the list is per network (an internal user's changes with their choice). */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (networkId: string | undefined) => [...notificationKeys.all, 'list', networkId] as const,
  preferences: () => ['notification-preferences'] as const,
};
