import { Navigate, Outlet } from 'react-router';
import { routeById, type RouteId } from '@portal/domain/access/routes';
import { ErrorScreen } from '../components/error-screen';
import { useSession } from '../lib/session/session-context';
import { decideAccess } from './access-decision';

/** Renders the route's page only when the user may see it; otherwise redirects (SPEC.md §2). */
export const RouteGuard = ({ routeId }: { routeId: RouteId }) => {
  const session = useSession();
  const decision = decideAccess(routeById(routeId), session);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'noHospitals') return <ErrorScreen />;
  return <Outlet />;
};
