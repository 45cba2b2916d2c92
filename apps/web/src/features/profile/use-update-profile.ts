import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BUILT_CALLS } from '@portal/domain/api/contract';
import { callApi } from '../../lib/api-client';
import { sessionKeys } from '../../lib/session/session-keys';
import { phoneDigits, type ProfileForm } from '@portal/domain/users/profile-form';

/**
 * Saving one's own profile is a call SPEC.md §7 does not name ("profile: not shown"). It is looked up
 * in the contract by name, so the form saves as soon as the API builds it (see docs/decisions.md).
 */
export const updateProfileCall = BUILT_CALLS.find((call) => call.name === 'Me/Profile' && call.method === 'PUT');

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: ProfileForm) => {
      if (!updateProfileCall) throw new Error('Saving a profile is not available');
      await callApi(updateProfileCall, { body: { ...form, phoneNumber: phoneDigits(form.phoneNumber) } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.loginContact }),
  });
};
