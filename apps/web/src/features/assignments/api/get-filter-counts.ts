import { useQuery } from '@tanstack/react-query';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { ASSIGNMENT_LISTS, type AssignmentListKind, type AssignmentListRequest } from '../list-kinds';
import { assignmentKeys } from './assignment-keys';

/** Drawer options with their counts; the counts-v2 flag picks the newer call (SPEC.md §7). */
export const useFilterCounts = (kind: AssignmentListKind, options: AssignmentListRequest['options']) => {
  const { network, flags } = useSession();
  const { counts } = ASSIGNMENT_LISTS[kind];
  return useQuery({
    queryKey: assignmentKeys.counts(kind, network?.hospitalNetworkId, options),
    queryFn: ({ signal }) => callApi(flags.countsV2 ? counts.current : counts.older, { body: { options }, signal }),
    staleTime: LOOKUP_STALE_MS,
  });
};
