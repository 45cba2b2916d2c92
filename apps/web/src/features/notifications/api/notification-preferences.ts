import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getNotificationPreferences, updateNotificationPreferences, type NotificationPreference } from '@portal/domain/api/notifications';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { notificationKeys } from './notification-keys';

/** Me/NotificationPreferences, read when the preferences dialog opens. */
export const useNotificationPreferences = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => callApi(getNotificationPreferences, { signal }),
    enabled,
  });

/** Saving a choice changes what the bell lists, so the list is refetched too. */
export const useUpdateNotificationPreferences = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreference[]) => callApi(updateNotificationPreferences, { body: { preferences } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.preferences(), saved);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    onError: (error) => reportError(error, 'Save notification preferences failed'),
  });
};
