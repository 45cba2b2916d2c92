import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInvoiceFacilities } from '@portal/domain/api/invoices';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

export const getInvoiceFacilitiesQueryOptions = (networkId: SessionNetworkId) =>
  queryOptions({
    queryKey: invoiceKeys.facilities(networkId),
    queryFn: ({ signal }) => callApi(getInvoiceFacilities, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

/** The facility select's options; the first is preselected (SPEC.md §7). */
export const useInvoiceFacilities = () => useQuery(getInvoiceFacilitiesQueryOptions(useNetworkId()));
