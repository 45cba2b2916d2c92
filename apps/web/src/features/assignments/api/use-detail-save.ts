import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { FAILED_TO_UPDATE } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { reportError } from '@/lib/report-error';
import { assignmentDetailsKeys } from './assignment-keys';
import { useRefetchAssignmentDetails } from './get-assignment-details';
import { useNetworkId } from '@/lib/session/session-context';

/**
 * A save of the Additional Details panel: toast, then the assignment (and `alsoStale`) is read
 * again. SPEC.md §8 gives the failure text; the success texts are ours (SPEC.md names none).
 */
export const useDetailSave = <T>(save: (value: T) => Promise<unknown>, saved: string, failureContext: string, alsoStale?: QueryKey) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  const refetch = useRefetchAssignmentDetails();
  return useMutation({
    mutationFn: save,
    onSuccess: async () => {
      toast.success(saved);
      await Promise.all([
        refetch(),
        queryClient.invalidateQueries({ queryKey: assignmentDetailsKeys.histories(networkId) }),
        alsoStale && queryClient.invalidateQueries({ queryKey: alsoStale }),
      ]);
    },
    onError: (error) => {
      reportError(error, failureContext);
      toast.error(FAILED_TO_UPDATE);
    },
  });
};
