import { DashboardPage } from '../features/dashboard/dashboard-page';
import { UpcomingInterviewsSection } from '../features/candidates/interview/upcoming-interviews-section';
import { MyDecisionsSection } from '../features/decisions/queue/my-decisions-section';

/** Home (/ with the new-dashboard flag): the dashboard with My decisions and the user's interviews at its top. */
export const HomePage = () => (
  <DashboardPage
    top={
      <>
        <MyDecisionsSection />
        <UpcomingInterviewsSection />
      </>
    }
  />
);
