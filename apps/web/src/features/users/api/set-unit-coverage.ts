import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setUnitCoverage } from '@portal/domain/api/notifications';
import { callApi } from '@/lib/api-client';
import { useNetworkId } from '@/lib/session/session-context';
import { userKeys } from './user-keys';

/** An admin sets which units a user covers: candidates of those units reach them (docs/decisions/0130). */
export const useSetUnitCoverage = () => {
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: ({ userId, changes }: { userId: string; changes: { unitId: string; covers: boolean }[] }) =>
      callApi(setUnitCoverage, { body: { userId, changes } }),
    onSuccess: (saved, { userId }) => queryClient.setQueryData(userKeys.coverage(networkId, userId), saved),
  });
};
