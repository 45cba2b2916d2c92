import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNotifications } from '@portal/domain/api/notifications';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { notificationKeys } from './notification-keys';

/**
 * getNotifications. Never stale by time: the live connection says when it changed (a push, a read
 * in another tab) and every connect or reconnect refetches what a dropped connection missed.
 */
export const getNotificationsQueryOptions = (networkId: string | undefined) =>
  queryOptions({
    queryKey: notificationKeys.list(networkId),
    queryFn: ({ signal }) => callApi(getNotifications, { signal }),
    staleTime: Infinity,
  });

export const useNotifications = () => {
  const { network } = useSession();
  return useQuery({ ...getNotificationsQueryOptions(network?.hospitalNetworkId), enabled: network !== null });
};
