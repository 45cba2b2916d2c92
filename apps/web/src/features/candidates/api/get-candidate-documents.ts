import { queryOptions, useQuery } from '@tanstack/react-query';
import { getListOfProtocolForCandidates } from '@portal/domain/api/candidates';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { candidateKeys } from './candidate-keys';

/** GetListOfProtocolForCandidates: the clinician's compliance documents. */
export const getCandidateDocumentsQueryOptions = (networkId: string | undefined, dealId: string, travelerId: string) =>
  queryOptions({
    queryKey: candidateKeys.documents(networkId, dealId),
    queryFn: ({ signal }) => callApi(getListOfProtocolForCandidates, { query: { dealId, travelerId }, signal }),
  });

/** Mounted only for users who may download them (Finance sees no documents, SPEC.md §6). */
export const useCandidateDocuments = (dealId: string, travelerId: string) => {
  const { network } = useSession();
  return useQuery(getCandidateDocumentsQueryOptions(network?.hospitalNetworkId, dealId, travelerId));
};
