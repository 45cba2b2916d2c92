import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addUser } from '@portal/domain/api/users';
import type { UserPayload } from '@portal/domain/users/user-form';
import { USER_ADDED } from '@portal/domain/users/user-rules';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { jobApproversKey } from '@/lib/shared-query-keys';
import { userKeys } from './user-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** AddUser: on success the list and the job approvers refresh and SPEC.md §8's toast shows. */
export const useAddUser = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  // One key per user being added, the same for every attempt until it is created.
  const idempotencyKey = useRef(crypto.randomUUID());
  return useMutation({
    mutationFn: (user: UserPayload) => callApi(addUser, { body: user, headers: { 'Idempotency-Key': idempotencyKey.current } }),
    onSuccess: () => {
      idempotencyKey.current = crypto.randomUUID();
      void queryClient.invalidateQueries({ queryKey: userKeys.all(networkId) });
      void queryClient.invalidateQueries({ queryKey: jobApproversKey(networkId) });
      toast.success(USER_ADDED);
    },
    onError: (error) => reportError(error, ' Error adding user'),
  });
};
