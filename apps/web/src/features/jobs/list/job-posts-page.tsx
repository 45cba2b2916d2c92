import { JobListPage } from './job-list-page';

export const JobPostsPage = () => <JobListPage routeId="jobPosts" />;
