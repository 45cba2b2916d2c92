import { JobListPage } from './job-list-page';

/** /jobs: the same list under the unified-job flag, in the new shell. */
export const JobsPage = () => <JobListPage routeId="jobs" />;
