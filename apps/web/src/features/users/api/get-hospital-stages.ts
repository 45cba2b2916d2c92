import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHospitalDetails } from '@portal/domain/api/platform';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { hospitalDetailsKey } from '@/lib/shared-query-keys';

/** The editor's hospitals with their approval stages: the 2-Step Approver switch needs a two-stage one (SPEC.md §5). */
export const getHospitalStagesQueryOptions = (networkId: string) =>
  queryOptions({
    queryKey: hospitalDetailsKey(networkId),
    queryFn: ({ signal }) => callApi(getHospitalDetails, { query: { networkId }, signal }),
    staleTime: LOOKUP_STALE_MS,
  });

export const useHospitalStages = (enabled: boolean) => {
  const { network } = useSession();
  const networkId = network?.hospitalNetworkId ?? '';
  return useQuery({ ...getHospitalStagesQueryOptions(networkId), enabled: enabled && networkId !== '' });
};
