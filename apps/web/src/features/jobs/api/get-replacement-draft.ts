import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAssignmentReplacement } from '@portal/domain/api/replacements';
import { callApi } from '@/lib/api-client';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';
import { jobKeys } from './job-keys';

/**
 * The job posting that replaces an ending assignment, as the Add Job form opens with it
 * (docs/decisions/0161-replace-an-ending-assignment.md). A refusal (409: not ending, extended or
 * already replaced) answers the same on every attempt, so it is not retried; the page shows its message.
 */
export const getReplacementDraftQueryOptions = (networkId: SessionNetworkId, dealId: string) =>
  queryOptions({
    queryKey: jobKeys.replacementDraft(networkId, dealId),
    queryFn: ({ signal }) => callApi(getAssignmentReplacement, { params: { id: dealId }, signal }),
    retry: false,
    staleTime: 0,
  });

export const useReplacementDraft = (dealId: string | null) => {
  const networkId = useNetworkId();
  return useQuery({ ...getReplacementDraftQueryOptions(networkId, dealId ?? ''), enabled: dealId !== null });
};
