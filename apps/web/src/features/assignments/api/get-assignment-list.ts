import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { keepPreviousInNetwork } from '@/lib/query-keys';
import { useSession } from '@/lib/session/session-context';
import { ASSIGNMENT_LISTS, type AssignmentListKind, type AssignmentListRequest } from '../list-kinds';
import { assignmentKeys } from './assignment-keys';

/** One page of a list, by the list's own call. */
export const getAssignmentListQueryOptions = (kind: AssignmentListKind, networkId: string | undefined, request: AssignmentListRequest) =>
  queryOptions({
    queryKey: assignmentKeys.list(kind, networkId, request),
    queryFn: ({ signal }) => callApi(ASSIGNMENT_LISTS[kind].list, { body: request, signal }),
  });

/** The previous page stays on screen while the next loads. */
export const useAssignmentList = (kind: AssignmentListKind, request: AssignmentListRequest) => {
  const { network } = useSession();
  return useQuery({ ...getAssignmentListQueryOptions(kind, network?.hospitalNetworkId, request), placeholderData: keepPreviousInNetwork(network?.hospitalNetworkId) });
};
