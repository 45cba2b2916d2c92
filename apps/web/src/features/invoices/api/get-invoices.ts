import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInvoices, type InvoiceListQuery } from '@portal/domain/api/invoices';
import { callApi } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';
import { keepPreviousInNetwork, type SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** One page of invoices. */
export const getInvoicesQueryOptions = (networkId: SessionNetworkId, query: InvoiceListQuery) =>
  queryOptions({
    queryKey: invoiceKeys.list(networkId, query),
    meta: { failure: 'Error fetching Invoices!' },
    queryFn: ({ signal }) => callApi(getInvoices, { query: { ...query }, signal }),
  });

/**
 * `enabled` is false while the facility is not chosen yet or the date is older than the lookback
 * (SPEC.md §5: no query, no data). The previous page stays on screen while the next loads.
 */
export const useInvoices = (query: InvoiceListQuery, enabled: boolean) => {
  const networkId = useNetworkId();
  return useQuery({ ...getInvoicesQueryOptions(networkId, query), enabled, placeholderData: keepPreviousInNetwork(networkId) });
};
