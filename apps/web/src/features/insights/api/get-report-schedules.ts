import { queryOptions, useQuery } from '@tanstack/react-query';
import { getReportSchedules } from '@portal/domain/api/report-schedules';
import { callApi } from '@/lib/api-client';
import { insightKeys } from './insight-keys';

export const getReportSchedulesQueryOptions = () =>
  queryOptions({
    queryKey: insightKeys.schedules(),
    queryFn: ({ signal }) => callApi(getReportSchedules, { signal }),
    // A run changes the last outcome and the next time: read again whenever the panel is opened.
    staleTime: 0,
    select: (answer) => answer.schedules,
  });

/** The signed-in user's scheduled report e-mails. */
export const useReportSchedules = () => useQuery(getReportSchedulesQueryOptions());
