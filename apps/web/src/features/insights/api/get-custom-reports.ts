import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomReports } from '@portal/domain/api/custom-reports';
import { callApi } from '@/lib/api-client';
import { insightKeys } from './insight-keys';

export const getCustomReportsQueryOptions = () =>
  queryOptions({
    queryKey: insightKeys.customReports(),
    queryFn: ({ signal }) => callApi(getCustomReports, { signal }),
    select: (answer) => answer.reports,
  });

/** The user's saved custom reports and those shared with the network. */
export const useCustomReports = () => useQuery(getCustomReportsQueryOptions());
