import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInvoiceDetails } from '@portal/domain/api/invoices';
import { callApi } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

export const getInvoiceDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: invoiceKeys.details(id),
    queryFn: ({ signal }) => callApi(getInvoiceDetails, { params: { id }, signal }),
  });

/** One invoice with its checked lines and disputes, read while its drawer is open. */
export const useInvoiceDetails = (id: string | undefined) =>
  useQuery({ ...getInvoiceDetailsQueryOptions(id ?? ''), enabled: id !== undefined });
