import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMyProfile } from '@portal/domain/api/platform';
import { phoneDigits, type ProfileForm } from '@portal/domain/users/profile-form';
import { callApi } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/api/session-keys';

/** UpdateMyProfile with the phone number's digits; the signed-in contact is read again after it. */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: ProfileForm) => {
      await callApi(updateMyProfile, { body: { ...form, phoneNumber: phoneDigits(form.phoneNumber) } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.loginContact }),
  });
};
