import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getNotificationPreferences, updateNotificationPreferences, type NotificationPreference } from '@portal/domain/api/notifications';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { useNetworkId } from '@/lib/session/session-context';
import { notificationKeys } from './notification-keys';

/** Me/NotificationPreferences, read when the preferences dialog opens. */
export const useNotificationPreferences = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.preferences(useNetworkId()),
    queryFn: ({ signal }) => callApi(getNotificationPreferences, { signal }),
    enabled,
  });

/** Saving a choice changes what the bell lists, so the list is refetched too. */
export const useUpdateNotificationPreferences = () => {
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: (preferences: NotificationPreference[]) => callApi(updateNotificationPreferences, { body: { preferences } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.preferences(networkId), saved);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all(networkId) });
    },
    onError: (error) => reportError(error, 'Save notification preferences failed'),
  });
};
