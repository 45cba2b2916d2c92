import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LoadingScreen } from '@/components/loading-screen';
import { useAuth } from '@/lib/auth/use-auth';
import { reportError } from '@/lib/report-error';
import { clearSessionState } from '@/lib/session-store';

/** Ends the session: local state, cached data, and the provider's session (which then returns to /login). */
export const LogoutPage = () => {
  const { user, signOut } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const done = useRef(false);

  useEffect(() => {
    if (user === undefined || done.current) return;
    done.current = true;
    clearSessionState();
    queryClient.clear();
    const toLogin = () => navigate('/login', { replace: true, state: location.state });
    if (!user) {
      void toLogin();
      return;
    }
    signOut().catch((error: unknown) => {
      reportError(error, 'sign-out redirect');
      void toLogin();
    });
  }, [user, signOut, queryClient, navigate, location.state]);

  return <LoadingScreen label="Signing out" />;
};
