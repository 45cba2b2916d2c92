import { queryOptions, useQuery } from '@tanstack/react-query';
import { getHospitalDetails } from '@portal/domain/api/platform';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { jobKeys } from './job-keys';

/** Hospitals of the network with their approval stages. */
export const getHospitalDetailsQueryOptions = (networkId: string) =>
  queryOptions({
    queryKey: jobKeys.hospitalDetails(networkId),
    queryFn: ({ signal }) => callApi(getHospitalDetails, { query: { networkId }, signal }),
    staleTime: LOOKUP_STALE_MS,
  });

/** Each lookup of the job form is asked for once the form is in use (`enabled`), then kept. */
export const useHospitalDetails = (enabled: boolean) => {
  const { network } = useSession();
  const networkId = network?.hospitalNetworkId ?? '';
  return useQuery({ ...getHospitalDetailsQueryOptions(networkId), enabled: enabled && networkId !== '' });
};
