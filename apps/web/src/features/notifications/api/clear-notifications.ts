import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearAll, clearSingle, type NotificationItem } from '@portal/domain/api/notifications';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { notificationKeys } from './notification-keys';
import { useNetworkId } from '@/lib/session/session-context';

const useClear = <T>(send: (arg: T) => Promise<unknown>, keep: (item: NotificationItem, arg: T) => boolean, what: string) => {
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: send,
    onMutate: (arg: T) => {
      queryClient.setQueriesData<NotificationItem[]>({ queryKey: notificationKeys.all(networkId) }, (items) => items?.filter((item) => keep(item, arg)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all(networkId) }),
    onError: (error) => reportError(error, `${what} failed`),
  });
};

/** clearSingle: Clear removes one (SPEC.md §4). */
export const useClearNotification = () =>
  useClear(
    (id: string) => callApi(clearSingle, { query: { notificationReceiptId: id } }),
    (item, id) => item.notificationReceiptId !== id,
    'Clear notification',
  );

/** clearAll: Clear All removes all. */
export const useClearAllNotifications = () =>
  useClear(
    () => callApi(clearAll, {}),
    () => false,
    'Clear all notifications',
  );
