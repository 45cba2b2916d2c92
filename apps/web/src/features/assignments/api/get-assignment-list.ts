import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { ASSIGNMENT_LISTS, type AssignmentListKind, type AssignmentListRequest } from '../list-kinds';
import { assignmentKeys } from './assignment-keys';

/** One page of a list; the previous page stays on screen while the next loads. */
export const useAssignmentList = (kind: AssignmentListKind, request: AssignmentListRequest) => {
  const { network } = useSession();
  return useQuery({
    queryKey: assignmentKeys.list(kind, network?.hospitalNetworkId, request),
    queryFn: ({ signal }) => callApi(ASSIGNMENT_LISTS[kind].list, { body: request, signal }),
    placeholderData: keepPreviousData,
  });
};
