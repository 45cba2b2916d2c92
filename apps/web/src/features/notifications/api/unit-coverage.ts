import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getUnitCoverage, setUnitCoverage } from '@portal/domain/api/notifications';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { useNetworkId } from '@/lib/session/session-context';
import { notificationKeys } from './notification-keys';

/** UnitCoverage: the units a user may follow and whether they do; `userId` for an admin reading another user's. */
export const useUnitCoverage = (enabled: boolean, userId?: string) =>
  useQuery({
    queryKey: notificationKeys.coverage(useNetworkId(), userId ?? 'me'),
    queryFn: ({ signal }) => callApi(getUnitCoverage, { query: userId ? { userId } : {}, signal }),
    enabled,
  });

/** Following or unfollowing units changes what reaches the bell from now on; the answer is the new coverage. */
export const useSetUnitCoverage = (userId?: string) => {
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: (changes: { unitId: string; covers: boolean }[]) => callApi(setUnitCoverage, { body: { ...(userId ? { userId } : {}), changes } }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.coverage(networkId, userId ?? 'me'), saved),
    onError: (error) => reportError(error, 'Save unit coverage failed'),
  });
};
