import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCandidateInterview } from '@portal/domain/api/interviews';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { candidateInterviewKey } from '@/lib/shared-query-keys';

/**
 * Candidates/{dealId}/Interview: the open interview and what the user may do with it. Shared: the
 * candidate's page, the candidate list and My decisions ask for an interview (docs/decisions/0155).
 */
export const getCandidateInterviewQueryOptions = (networkId: string | undefined, dealId: string) =>
  queryOptions({
    queryKey: candidateInterviewKey(networkId, dealId),
    queryFn: ({ signal }) => callApi(getCandidateInterview, { params: { id: dealId }, signal }),
  });

export const useCandidateInterview = (dealId: string) => {
  const { network } = useSession();
  return useQuery(getCandidateInterviewQueryOptions(network?.hospitalNetworkId, dealId));
};
