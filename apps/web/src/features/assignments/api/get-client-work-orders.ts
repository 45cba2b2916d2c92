import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCwoDocuments } from '@portal/domain/api/documents';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { assignmentDetailsKeys } from './assignment-keys';

/** The assignment's client work orders (GetCWODocuments). */
export const getClientWorkOrdersQueryOptions = (networkId: string | undefined, dealId: string) =>
  queryOptions({
    queryKey: assignmentDetailsKeys.clientWorkOrders(networkId, dealId),
    queryFn: ({ signal }) => callApi(getCwoDocuments, { query: { dealId }, signal }),
  });

export const useClientWorkOrders = (dealId: string) => {
  const { network } = useSession();
  return useQuery(getClientWorkOrdersQueryOptions(network?.hospitalNetworkId, dealId));
};
