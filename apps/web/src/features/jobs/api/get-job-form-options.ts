import { useQuery } from '@tanstack/react-query';
import { getJobApprovers, getJobTitlesAndShifts, getUnitDetailsForHospital } from '@portal/domain/api/jobs';
import { getHospitalDetails } from '@portal/domain/api/platform';
import { LOOKUP_STALE_MS } from '@portal/domain/limits';
import { callApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { jobKeys } from './job-keys';

/** Hospitals of the network with their approval stages; not job data, so a job change leaves it cached. */
export const hospitalDetailsKey = (networkId: string | undefined) => ['hospital-details', networkId] as const;

/** Each lookup is asked for once the form is in use (`enabled`), then kept. */
export const useHospitalDetails = (enabled: boolean) => {
  const { network } = useSession();
  const networkId = network?.hospitalNetworkId;
  return useQuery({
    queryKey: hospitalDetailsKey(networkId),
    queryFn: ({ signal }) => callApi(getHospitalDetails, { query: { networkId: networkId! }, signal }),
    enabled: enabled && networkId !== undefined,
    staleTime: LOOKUP_STALE_MS,
  });
};

/** Titles, shifts, shift lengths and reasons of the job form. */
export const useJobTitlesAndShifts = (enabled: boolean) =>
  useQuery({
    queryKey: jobKeys.titlesAndShifts(),
    queryFn: ({ signal }) => callApi(getJobTitlesAndShifts, { signal }),
    enabled,
    staleTime: LOOKUP_STALE_MS,
  });

/** The units of one hospital; nothing until a hospital is chosen. */
export const useHospitalUnits = (hospitalId: string, enabled: boolean) =>
  useQuery({
    queryKey: jobKeys.units(hospitalId),
    queryFn: ({ signal }) => callApi(getUnitDetailsForHospital, { query: { hospitalId }, signal }),
    enabled: enabled && hospitalId !== '',
    staleTime: LOOKUP_STALE_MS,
  });

/** The job approvers of one hospital, asked for only when the form may offer them. */
export const useJobApprovers = (hospitalId: string, enabled: boolean) =>
  useQuery({
    queryKey: jobKeys.approvers(hospitalId),
    queryFn: ({ signal }) => callApi(getJobApprovers, { query: { hospitalId }, signal }),
    enabled: enabled && hospitalId !== '',
    staleTime: LOOKUP_STALE_MS,
  });
