import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInvoiceDetails } from '@portal/domain/api/invoices';
import { callApi } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

export const getInvoiceDetailsQueryOptions = (networkId: SessionNetworkId, id: string) =>
  queryOptions({
    queryKey: invoiceKeys.details(networkId, id),
    queryFn: ({ signal }) => callApi(getInvoiceDetails, { params: { id }, signal }),
  });

/** One invoice with its checked lines and disputes, read while its drawer is open. */
export const useInvoiceDetails = (id: string | undefined) =>
  useQuery({ ...getInvoiceDetailsQueryOptions(useNetworkId(), id ?? ''), enabled: id !== undefined });
