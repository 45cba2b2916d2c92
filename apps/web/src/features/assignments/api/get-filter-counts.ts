import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { ASSIGNMENT_LISTS, type AssignmentListKind, type AssignmentListRequest } from '../list-kinds';
import { assignmentKeys } from './assignment-keys';

/** Drawer options with their counts; the counts-v2 flag picks the newer call (SPEC.md §7). */
export const getFilterCountsQueryOptions = (
  kind: AssignmentListKind,
  networkId: string | undefined,
  options: AssignmentListRequest['options'],
  countsV2: boolean,
) => {
  const { counts } = ASSIGNMENT_LISTS[kind];
  return queryOptions({
    queryKey: assignmentKeys.counts(kind, networkId, options),
    queryFn: ({ signal }) => callApi(countsV2 ? counts.current : counts.older, { body: { options }, signal }),
    staleTime: LOOKUP_STALE_MS,
  });
};

export const useFilterCounts = (kind: AssignmentListKind, options: AssignmentListRequest['options']) => {
  const { network, flags } = useSession();
  return useQuery(getFilterCountsQueryOptions(kind, network?.hospitalNetworkId, options, flags.countsV2));
};
