import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCandidateInterview } from '@portal/domain/api/interviews';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { candidateKeys } from './candidate-keys';

/** Candidates/{dealId}/Interview: the open interview and what the user may do with it. */
export const getCandidateInterviewQueryOptions = (networkId: string | undefined, dealId: string) =>
  queryOptions({
    queryKey: candidateKeys.interview(networkId, dealId),
    queryFn: ({ signal }) => callApi(getCandidateInterview, { params: { id: dealId }, signal }),
  });

export const useCandidateInterview = (dealId: string) => {
  const { network } = useSession();
  return useQuery(getCandidateInterviewQueryOptions(network?.hospitalNetworkId, dealId));
};
