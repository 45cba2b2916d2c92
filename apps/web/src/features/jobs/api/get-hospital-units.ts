import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUnitDetailsForHospital } from '@portal/domain/api/jobs';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { jobKeys } from './job-keys';
import type { SessionNetworkId } from '@/lib/query-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** The units of one hospital. */
export const getHospitalUnitsQueryOptions = (networkId: SessionNetworkId, hospitalId: string) =>
  queryOptions({
    queryKey: jobKeys.units(networkId, hospitalId),
    meta: { failure: 'Get job unit details failed' },
    queryFn: ({ signal }) => callApi(getUnitDetailsForHospital, { query: { hospitalId }, signal }),
    staleTime: LOOKUP_STALE_MS,
  });

/** Nothing until a hospital is chosen. */
export const useHospitalUnits = (hospitalId: string, enabled: boolean) =>
  useQuery({ ...getHospitalUnitsQueryOptions(useNetworkId(), hospitalId), enabled: enabled && hospitalId !== '' });
