import { AssignmentListPage } from './assignment-list-page';

export const AssignedPage = () => <AssignmentListPage kind="assigned" />;
