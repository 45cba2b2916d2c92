import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyPrivileges, getPrivilegesForRoles } from '@portal/domain/api/platform';
import { PRIVILEGES_QUERY_RETRY } from '@portal/domain/limits';
import { callApiOrSentAhead, type SentAhead } from '@/lib/api-client';
import { retryWithStatus } from '@/lib/query-client';
import { READ_ONCE_PER_PAGE_LOAD, sessionKeys } from './session-keys';

/** The user's privileges in a network: GetMyPrivileges under the privilege-endpoints flag, else GetPrivilegesForRoles. */
export const getPrivilegesQueryOptions = (networkId: string | null, privilegeEndpoints: boolean, sentAhead?: SentAhead) => {
  const call = privilegeEndpoints ? getMyPrivileges : getPrivilegesForRoles;
  return queryOptions({
    queryKey: sessionKeys.privileges(networkId, call.name),
    queryFn: ({ signal }) => callApiOrSentAhead(call, { signal }, sentAhead),
    retry: retryWithStatus(PRIVILEGES_QUERY_RETRY),
    staleTime: READ_ONCE_PER_PAGE_LOAD,
  });
};

export const usePrivileges = (networkId: string | null, privilegeEndpoints: boolean, enabled: boolean) =>
  useQuery({ ...getPrivilegesQueryOptions(networkId, privilegeEndpoints), enabled });
