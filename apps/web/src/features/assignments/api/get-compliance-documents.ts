import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDocumentsForAssigned } from '@portal/domain/api/documents';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { assignmentDetailsKeys } from './assignment-keys';

/** The clinician's compliance documents, with the secondary assets of each parent asset. */
export const getComplianceDocumentsQueryOptions = (networkId: string | undefined, dealId: string, travelerId: string) =>
  queryOptions({
    queryKey: assignmentDetailsKeys.documents(networkId, dealId),
    queryFn: ({ signal }) =>
      callApi(getDocumentsForAssigned, { params: { dealId, travelerId }, query: { getSecondaryAssets: 'true' }, signal }),
  });

export const useComplianceDocuments = (dealId: string, travelerId: string) => {
  const { network } = useSession();
  return useQuery(getComplianceDocumentsQueryOptions(network?.hospitalNetworkId, dealId, travelerId));
};
