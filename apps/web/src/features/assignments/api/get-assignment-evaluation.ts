import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAssignmentEvaluation } from '@portal/domain/api/evaluations';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { assignmentDetailsKeys } from './assignment-keys';

/** Assignments/{dealId}/Evaluation: the evaluation, its window and what the user may do with it. */
export const getAssignmentEvaluationQueryOptions = (networkId: string | undefined, dealId: string) =>
  queryOptions({
    queryKey: assignmentDetailsKeys.evaluation(networkId, dealId),
    meta: { failure: 'Get assignment evaluation failed' },
    queryFn: ({ signal }) => callApi(getAssignmentEvaluation, { params: { id: dealId }, signal }),
  });

export const useAssignmentEvaluation = (dealId: string) => {
  const { network } = useSession();
  return useQuery(getAssignmentEvaluationQueryOptions(network?.hospitalNetworkId, dealId));
};
