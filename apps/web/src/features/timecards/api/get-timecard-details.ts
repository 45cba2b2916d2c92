import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTimecardDetails } from '@portal/domain/api/timecards';
import { callApi } from '@/lib/api-client';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';
import { timecardKeys } from './timecard-keys';

/** One week with its lines, exceptions and adjustments. A 404 is an answer, not worth retrying. */
export const getTimecardDetailsQueryOptions = (networkId: SessionNetworkId, id: string) =>
  queryOptions({
    queryKey: timecardKeys.details(networkId, id),
    meta: { failure: 'Get timecard failed' },
    queryFn: ({ signal }) => callApi(getTimecardDetails, { params: { timecardId: id }, signal }),
    retry: false,
  });

export const useTimecardDetails = (id: string) => useQuery(getTimecardDetailsQueryOptions(useNetworkId(), id));
