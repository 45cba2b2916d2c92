import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ErrorScreen } from '../components/error-screen';
import { LoadingScreen } from '../components/loading-screen';
import { LoginProblem } from '../features/auth/login-problem';
import { UnverifiedAccount } from '../features/auth/unverified-account';
import { SessionTimeout } from '../features/session-timeout/session-timeout';
import { SessionContext } from '../lib/session/session-context';
import { useAuth } from '../lib/auth/use-auth';
import { useRecordLastLogin } from '../lib/session/api/record-last-login';
import { rememberSessionHint } from '../lib/session/session-hint';
import { useSessionData } from '../lib/session/use-session-data';

/** Loads the signed-in session once, then renders the pages below it with the inactivity watch. */
export const SessionGate = () => {
  const state = useSessionData();
  useRecordLastLogin(state.status === 'ready');
  const sub = useAuth().user?.profile.sub;
  const session = state.status === 'ready' ? state.session : undefined;
  useEffect(() => {
    if (!session || !sub) return;
    rememberSessionHint({ sub, networkId: session.network?.hospitalNetworkId ?? null, privilegeEndpoints: session.flags.privilegeEndpoints });
  }, [session, sub]);

  switch (state.status) {
    case 'loading':
      return <LoadingScreen />;
    case 'loginProblem':
      return <LoginProblem />;
    case 'unverified':
      return <UnverifiedAccount contact={state.contact} />;
    case 'error':
      return <ErrorScreen onRefresh={state.retry} />;
    case 'ready':
      return (
        <SessionContext.Provider value={state.session}>
          <Outlet />
          <SessionTimeout />
        </SessionContext.Provider>
      );
  }
};
