import { routeInPlace } from '@portal/domain/access/routes';
import { useSession } from '@/lib/session/session-context';

/** The job list the user returns to: /jobs with the unified-job flag, else /job-posts (SPEC.md §2). */
export const useJobListRoute = () => {
  const { flags } = useSession();
  return routeInPlace('jobPosts', flags);
};
