import { useQuery } from '@tanstack/react-query';
import { getCwoDocuments, getDocumentsForAssigned } from '@portal/domain/api/documents';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { assignmentDetailsKeys } from './assignment-details-keys';

/** The clinician's compliance documents, with the secondary assets of each parent asset. */
export const useComplianceDocuments = (dealId: string, travelerId: string) => {
  const { network } = useSession();
  return useQuery({
    queryKey: assignmentDetailsKeys.documents(network?.hospitalNetworkId, dealId),
    queryFn: ({ signal }) =>
      callApi(getDocumentsForAssigned, { params: { dealId, travelerId }, query: { getSecondaryAssets: 'true' }, signal }),
  });
};

/** The assignment's client work orders (GetCWODocuments). */
export const useClientWorkOrders = (dealId: string) => {
  const { network } = useSession();
  return useQuery({
    queryKey: assignmentDetailsKeys.clientWorkOrders(network?.hospitalNetworkId, dealId),
    queryFn: ({ signal }) => callApi(getCwoDocuments, { query: { dealId }, signal }),
  });
};
