import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInvoiceFacilities } from '@portal/domain/api/invoices';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

export const getInvoiceFacilitiesQueryOptions = () =>
  queryOptions({
    queryKey: invoiceKeys.facilities(),
    queryFn: ({ signal }) => callApi(getInvoiceFacilities, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

/** The facility select's options; the first is preselected (SPEC.md §7). */
export const useInvoiceFacilities = () => useQuery(getInvoiceFacilitiesQueryOptions());
