import { queryOptions, useQuery } from '@tanstack/react-query';
import { allows } from '@portal/domain/access/access-rule';
import { getUpcomingInterviews } from '@portal/domain/api/interviews';
import { callApi } from '@/lib/api-client';
import { interviewsKey } from '@/lib/shared-query-keys';
import { useSession } from '@/lib/session/session-context';

/** Interviews: the user's open interviews; an interview notice pushed live invalidates them (lib/shared-query-keys.ts). */
export const getUpcomingInterviewsQueryOptions = (networkId: string | undefined) =>
  queryOptions({
    queryKey: interviewsKey(networkId),
    queryFn: ({ signal }) => callApi(getUpcomingInterviews, { signal }),
  });

/** Asked for only by users who may open candidates' details, as the call's rule says. */
export const useUpcomingInterviews = () => {
  const { network, subject } = useSession();
  return useQuery({ ...getUpcomingInterviewsQueryOptions(network?.hospitalNetworkId), enabled: allows(subject, getUpcomingInterviews.access) });
};
