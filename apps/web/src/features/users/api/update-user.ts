import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putUser, type PutUserRequest } from '@portal/domain/api/users';
import { USER_UPDATED } from '@portal/domain/users/user-rules';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { jobApproversKey } from '@/lib/shared-query-keys';
import { userKeys } from './user-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** PUT Users/{id}: on success the list, the history and the job approvers refresh and SPEC.md §8's toast shows. */
export const useUpdateUser = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: ({ id, user }: { id: string; user: PutUserRequest }) => callApi(putUser, { params: { id }, body: user }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userKeys.all(networkId) });
      void queryClient.invalidateQueries({ queryKey: jobApproversKey(networkId) });
      toast.success(USER_UPDATED);
    },
    onError: (error) => reportError(error, ' Error updating user'),
  });
};
