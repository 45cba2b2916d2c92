import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disputeInvoiceLine, type DisputeLineRequest } from '@portal/domain/api/invoices';
import { SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { invoiceKeys } from './invoice-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** Ours (SPEC.md §8 has no dispute toast). */
export const DISPUTE_RECORDED = 'Your dispute has been recorded.';

/** Disputes a line; the form sends one Idempotency-Key per dispute it opens, so a double click records one. */
export const useDisputeInvoiceLine = (invoiceId: string) => {
  const toast = useToast();
  const client = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: ({ request, key }: { request: DisputeLineRequest; key: string }) =>
      callApi(disputeInvoiceLine, { params: { id: invoiceId }, body: request, headers: { 'Idempotency-Key': key } }),
    onSuccess: (details) => {
      client.setQueryData(invoiceKeys.details(networkId, invoiceId), details);
      toast.success(DISPUTE_RECORDED);
    },
    onError: (error) => {
      reportError(error, 'Dispute invoice line');
      toast.error(SOMETHING_WENT_WRONG);
    },
  });
};
