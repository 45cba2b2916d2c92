import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resolveInvoiceDispute, type ResolveDisputeRequest } from '@portal/domain/api/invoices';
import { SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { errorStatus } from '@/lib/api-error';
import { reportError } from '@/lib/report-error';
import { invoiceKeys } from './invoice-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** Ours (SPEC.md §8 has no dispute toast). */
export const DISPUTE_RESOLVED = 'The dispute has been marked resolved.';

/**
 * Records how an open dispute was resolved, with the version the user saw: when someone resolved it
 * meanwhile (409) the server's message says so and the invoice is read again.
 */
export const useResolveInvoiceDispute = (invoiceId: string) => {
  const toast = useToast();
  const client = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: ({ disputeId, request }: { disputeId: string; request: ResolveDisputeRequest }) =>
      callApi(resolveInvoiceDispute, { params: { id: invoiceId, disputeId }, body: request }),
    onSuccess: (details) => {
      client.setQueryData(invoiceKeys.details(networkId, invoiceId), details);
      toast.success(DISPUTE_RESOLVED);
    },
    onError: (error) => {
      if (errorStatus(error) === 409) {
        toast.error(error.message);
        void client.invalidateQueries({ queryKey: invoiceKeys.details(networkId, invoiceId) });
        return;
      }
      reportError(error, 'Resolve invoice dispute');
      toast.error(SOMETHING_WENT_WRONG);
    },
  });
};
