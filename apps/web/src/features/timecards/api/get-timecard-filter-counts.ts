import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTimecardFilterCounts, type TimecardListRequest } from '@portal/domain/api/timecards';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';
import { timecardKeys } from './timecard-keys';

/** Drawer options with their counts under the list's other choices. */
export const getTimecardFilterCountsQueryOptions = (networkId: SessionNetworkId, options: TimecardListRequest['options']) =>
  queryOptions({
    queryKey: timecardKeys.filterCounts(networkId, options),
    meta: { failure: 'Get timecard filters failed' },
    queryFn: ({ signal }) => callApi(getTimecardFilterCounts, { body: { options }, signal }),
    staleTime: LOOKUP_STALE_MS,
  });

export const useTimecardFilterCounts = (options: TimecardListRequest['options']) => useQuery(getTimecardFilterCountsQueryOptions(useNetworkId(), options));
