import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTimecards, type TimecardListRequest } from '@portal/domain/api/timecards';
import { callApi } from '@/lib/api-client';
import { keepPreviousInNetwork, type SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';
import { timecardKeys } from './timecard-keys';

/** One page of travellers' weeks. */
export const getTimecardsQueryOptions = (networkId: SessionNetworkId, request: TimecardListRequest) =>
  queryOptions({
    queryKey: timecardKeys.list(networkId, request),
    meta: { failure: 'Get timecards failed' },
    queryFn: ({ signal }) => callApi(getTimecards, { body: request, signal }),
  });

/** The previous page stays on screen while the next loads. */
export const useTimecards = (request: TimecardListRequest) => {
  const networkId = useNetworkId();
  return useQuery({ ...getTimecardsQueryOptions(networkId, request), placeholderData: keepPreviousInNetwork(networkId) });
};
