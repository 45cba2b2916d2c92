import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUnitManagers } from '@portal/domain/api/assignment-details';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { assignmentDetailsKeys } from './assignment-keys';

/** The names of the hospital's unit managers to pick from. */
export const getUnitManagersQueryOptions = (networkId: string | undefined, dealId: string) =>
  queryOptions({
    queryKey: assignmentDetailsKeys.unitManagers(networkId, dealId),
    meta: { failure: 'Get unit managers failed' },
    queryFn: async ({ signal }) => (await callApi(getUnitManagers, { query: { dealId }, signal })).data.map((manager) => manager.name),
  });

/** Asked for only when the user may change the manager. */
export const useUnitManagers = (dealId: string, enabled: boolean) => {
  const { network } = useSession();
  return useQuery({ ...getUnitManagersQueryOptions(network?.hospitalNetworkId, dealId), enabled });
};
