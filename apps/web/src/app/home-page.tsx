import { DashboardPage } from '../features/dashboard/dashboard-page';
import { MyDecisionsSection } from '../features/decisions/queue/my-decisions-section';

/** Home (/ with the new-dashboard flag): the dashboard with My decisions at its top. */
export const HomePage = () => <DashboardPage top={<MyDecisionsSection />} />;
