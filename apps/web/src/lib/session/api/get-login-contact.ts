import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLoginContact } from '@portal/domain/api/platform';
import { LOGIN_DETAIL_ATTEMPTS, LOGIN_DETAIL_RETRY_DELAY_MS } from '@portal/domain/limits';
import { callApiOrSentAhead, type SentAhead } from '@/lib/api-client';
import { READ_ONCE_PER_PAGE_LOAD, sessionKeys } from './session-keys';

/** Who is signed in; read once per page load, with SPEC.md §9's attempts before the login problem page. */
export const getLoginContactQueryOptions = (sentAhead?: SentAhead) =>
  queryOptions({
    queryKey: sessionKeys.loginContact,
    queryFn: ({ signal }) => callApiOrSentAhead(getLoginContact, { signal }, sentAhead),
    retry: LOGIN_DETAIL_ATTEMPTS - 1,
    retryDelay: LOGIN_DETAIL_RETRY_DELAY_MS,
    staleTime: READ_ONCE_PER_PAGE_LOAD,
  });

export const useLoginContact = () => useQuery(getLoginContactQueryOptions());
