import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestExtension, type CurrentAssignment } from '@portal/domain/api/assignment-details';
import type { ExtensionForm } from '@portal/domain/deals/extension-form';
import { SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { errorStatus } from '@/lib/api-error';
import { reportError } from '@/lib/report-error';
import { assignmentListsKey } from '@/lib/shared-query-keys';
import { assignmentDetailsKeys } from './assignment-keys';
import { useRefetchAssignmentDetails } from './get-assignment-details';
import { useNetworkId } from '@/lib/session/session-context';

/** SPEC.md §8's success text; a failure gets the portal's generic failure toast. */
export const EXTENSION_SUBMITTED = 'Your extension request has been submitted.';

/** RequestExtension, then the assignment is read again, then the toast (SPEC.md §4); the lists are stale after it (§7). */
export const useRequestExtension = (assignment: CurrentAssignment) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  // One key for every attempt at this request, so a double submit or a retry of a lost answer
  // creates one extension request; a new key once it has been made.
  const idempotencyKey = useRef(crypto.randomUUID());
  const refetch = useRefetchAssignmentDetails();
  return useMutation({
    mutationFn: (form: ExtensionForm) =>
      callApi(requestExtension, {
        body: { ...form, notes: form.notes.trim(), dealId: assignment.dealId, version: assignment.version },
        headers: { 'Idempotency-Key': idempotencyKey.current },
      }),
    onSuccess: async () => {
      idempotencyKey.current = crypto.randomUUID();
      void queryClient.invalidateQueries({ queryKey: assignmentListsKey(networkId) });
      void queryClient.invalidateQueries({ queryKey: assignmentDetailsKeys.histories(networkId) });
      await refetch();
      toast.success(EXTENSION_SUBMITTED);
    },
    onError: async (error) => {
      reportError(error, 'RequestExtension');
      toast.error(SOMETHING_WENT_WRONG);
      // 409: the assignment changed meanwhile. Reading it again gives a retry the current version
      // (or hides the drawer if someone else requested the extension first).
      if (errorStatus(error) === 409) await refetch();
    },
  });
};
