import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReportSchedules } from '@portal/domain/api/report-schedules';
import { callApi } from '@/lib/api-client';
import { insightKeys } from './insight-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

export const getReportSchedulesQueryOptions = (networkId: SessionNetworkId) =>
  queryOptions({
    queryKey: insightKeys.schedules(networkId),
    queryFn: ({ signal }) => callApi(getReportSchedules, { signal }),
    // A run changes the last outcome and the next time: read again whenever the panel is opened.
    staleTime: 0,
    select: (answer) => answer.schedules,
  });

/** The signed-in user's scheduled report e-mails. */
export const useReportSchedules = () => useQuery(getReportSchedulesQueryOptions(useNetworkId()));
