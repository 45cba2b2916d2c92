import { routeById, type RouteId } from '@portal/domain/access/routes';
import { PageHeader } from '../components/page-header';

/** What a guarded route shows until its feature adds the page: its title only. */
export const RouteTitle = ({ routeId }: { routeId: RouteId }) => <PageHeader title={routeById(routeId).label} />;
