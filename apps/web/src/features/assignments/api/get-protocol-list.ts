import { queryOptions, useQuery } from '@tanstack/react-query';
import { getListOfProtocolForAssignedTraveler } from '@portal/domain/api/documents';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { assignmentDetailsKeys } from './assignment-keys';

/** GetListOfProtocolForAssignedTraveler: the assigned clinician's compliance documents, as a candidate's are read. */
export const getProtocolListQueryOptions = (networkId: string | undefined, dealId: string, travelerId: string) =>
  queryOptions({
    queryKey: assignmentDetailsKeys.protocol(networkId, dealId),
    queryFn: ({ signal }) => callApi(getListOfProtocolForAssignedTraveler, { query: { dealId, travelerId }, signal }),
  });

/** Mounted only for users who may download them (DownloadProtocolDocument, SPEC.md §6). */
export const useProtocolList = (dealId: string, travelerId: string) => {
  const { network } = useSession();
  return useQuery(getProtocolListQueryOptions(network?.hospitalNetworkId, dealId, travelerId));
};
