import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAsRead, type NotificationItem } from '@portal/domain/api/notifications';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { notificationKeys } from './notification-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** markAsRead: the bell shows it read at once; the list is refetched either way. */
export const useMarkAsRead = () => {
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: (id: string) => callApi(markAsRead, { query: { notificationReceiptId: id } }),
    onMutate: (id) => {
      queryClient.setQueriesData<NotificationItem[]>({ queryKey: notificationKeys.all(networkId) }, (items) =>
        items?.map((item) => (item.notificationReceiptId === id ? { ...item, wasRead: true } : item)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all(networkId) }),
    onError: (error) => reportError(error, 'Mark notification read failed'),
  });
};
