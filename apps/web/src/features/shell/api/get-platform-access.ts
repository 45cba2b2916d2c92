import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRN_GENERIC } from '@portal/domain/access/user-types';
import { getPlatformAccess } from '@portal/domain/api/shifts';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';

/** The signed-in user's shifts platform role and permissions, for the sidebar's platform links. */
export const getPlatformAccessQueryOptions = () =>
  queryOptions({
    queryKey: ['platform-access'] as const,
    queryFn: ({ signal }) => callApi(getPlatformAccess, { signal }),
    staleTime: LOOKUP_STALE_MS,
    // Without the platform the sidebar simply has no platform links: nothing to retry for.
    retry: false,
  });

/** Asked only for a PRN Generic user (SPEC.md §6): nobody else has platform links. */
export const usePlatformAccess = () => {
  const { userType } = useSession();
  return useQuery({ ...getPlatformAccessQueryOptions(), enabled: userType?.name === PRN_GENERIC });
};
