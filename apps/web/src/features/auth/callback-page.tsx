import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { User, UserManager } from 'oidc-client-ts';
import Button from '@mui/material/Button';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { SIGN_IN_FAILURE_LOGOUT_MS } from '@portal/domain/limits';
import { LoadingScreen } from '@/components/loading-screen';
import { MessagePage } from '@/components/message-page';
import { safeReturnTo } from '@/lib/auth/sign-in-state';
import { useAuth } from '@/lib/auth/use-auth';
import { reportError } from '@/lib/report-error';

export const SIGN_IN_FAILED_TITLE = 'Unable to sign-in';

/** A code may be redeemed once: a second render of this page reuses the first exchange. */
const exchanges = new Map<string, Promise<User>>();
const completeSignIn = (userManager: UserManager, url: string): Promise<User> => {
  let exchange = exchanges.get(url);
  if (!exchange) {
    exchange = userManager.signinRedirectCallback(url);
    exchanges.set(url, exchange);
  }
  return exchange;
};

/** The provider's redirect back: exchanges the code, then goes where the user was going. */
export const CallbackPage = () => {
  const { userManager } = useAuth();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    completeSignIn(userManager, window.location.href)
      .then((user) => {
        const state = user.state as { returnTo?: unknown } | undefined;
        if (active) void navigate(safeReturnTo(state?.returnTo), { replace: true });
      })
      .catch((error: unknown) => {
        reportError(error, 'sign-in callback');
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [userManager, navigate]);

  useEffect(() => {
    if (!failed) return undefined;
    const timer = window.setTimeout(() => void navigate('/logout', { replace: true }), SIGN_IN_FAILURE_LOGOUT_MS);
    return () => window.clearTimeout(timer);
  }, [failed, navigate]);

  if (!failed) return <LoadingScreen label="Signing in" />;
  return (
    <MessagePage title={SIGN_IN_FAILED_TITLE} icon={<ErrorOutline color="error" sx={{ fontSize: 56 }} aria-hidden />}>
      <Button variant="contained" onClick={() => window.location.assign('/')}>
        Refresh
      </Button>
    </MessagePage>
  );
};
