import { AssignmentListPage } from './assignment-list-page';

export const StartsStopsPage = () => <AssignmentListPage kind="startsStops" />;
