import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../components/loading-screen';
import { useAuth } from '../lib/auth/use-auth';

/** Users without a stored auth token go to /logout (SPEC.md §2), which then signs them in again. */
export const RequireSignIn = () => {
  const { user } = useAuth();
  const location = useLocation();
  if (user === undefined) return <LoadingScreen />;
  if (!user || user.expired) {
    return <Navigate to="/logout" replace state={{ returnTo: `${location.pathname}${location.search}` }} />;
  }
  return <Outlet />;
};
