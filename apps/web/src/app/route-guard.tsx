import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { routeById, type RouteId } from '@portal/domain/access/routes';
import { LazyErrorScreen } from '../components/lazy-error-screen';
import { useSession } from '../lib/session/session-context';
import { decideAccess } from './access-decision';

/** Renders the route's page only when the user may see it; otherwise redirects (SPEC.md §2). */
export const RouteGuard = ({ routeId }: { routeId: RouteId }) => {
  const session = useSession();
  const params = useParams();
  const location = useLocation();
  const decision = decideAccess(routeById(routeId), session, params);
  if (decision.kind === 'redirect') {
    if (decision.moved) return <Navigate to={{ pathname: decision.to, search: location.search }} state={location.state} replace />;
    // Network selection sends the viewer on to the page they asked for once a network is chosen.
    const returnHere = decision.to === routeById('networkSelection').path ? { returnTo: `${location.pathname}${location.search}` } : undefined;
    return <Navigate to={decision.to} state={returnHere} replace />;
  }
  if (decision.kind === 'noHospitals') return <LazyErrorScreen />;
  return <Outlet />;
};
