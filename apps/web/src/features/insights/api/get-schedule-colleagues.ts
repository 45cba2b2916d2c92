import { queryOptions, useQuery } from '@tanstack/react-query';
import { getScheduleColleagues } from '@portal/domain/api/report-schedules';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { insightKeys } from './insight-keys';
import { keepPreviousInNetwork, type SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

export const getScheduleColleaguesQueryOptions = (networkId: SessionNetworkId, search: string) =>
  queryOptions({
    queryKey: insightKeys.colleagues(networkId, search),
    queryFn: ({ signal }) => callApi(getScheduleColleagues, { query: search ? { search } : {}, signal }),
    staleTime: LOOKUP_STALE_MS,
    select: (answer) => answer.colleagues,
  });

/** Colleagues a scheduled e-mail may go to, matching what the user typed (asked for while the dialog is open). */
export const useScheduleColleagues = (search: string, enabled: boolean) => {
  const networkId = useNetworkId();
  return useQuery({ ...getScheduleColleaguesQueryOptions(networkId, search), enabled, placeholderData: keepPreviousInNetwork(networkId) });
};
