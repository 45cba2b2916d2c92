import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUnitCoverage } from '@portal/domain/api/notifications';
import { callApi } from '@/lib/api-client';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';
import { userKeys } from './user-keys';

/** The units a user may follow and whether they do, as an admin sets their coverage (docs/decisions/0130). */
export const getUnitCoverageQueryOptions = (networkId: SessionNetworkId, userId: string) =>
  queryOptions({
    queryKey: userKeys.coverage(networkId, userId),
    queryFn: ({ signal }) => callApi(getUnitCoverage, { query: { userId }, signal }),
    staleTime: 0,
  });

export const useUnitCoverage = (userId: string, enabled: boolean) => useQuery({ ...getUnitCoverageQueryOptions(useNetworkId(), userId), enabled });
