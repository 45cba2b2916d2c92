import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MessagePage } from '@/components/message-page';
import { safeReturnTo } from '@/lib/auth/sign-in-state';
import { useAuth } from '@/lib/auth/use-auth';
import { reportError } from '@/lib/report-error';

/** Sends the visitor to the sign-in page of the identity provider, then back where they were going. */
export const LoginPage = () => {
  const { user, signIn } = useAuth();
  const location = useLocation();
  const returnTo = safeReturnTo((location.state as { returnTo?: unknown } | null)?.returnTo);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const signedIn = !!user && !user.expired;

  const start = () => {
    setFailed(false);
    signIn(returnTo).catch((error: unknown) => {
      reportError(error, 'sign-in redirect');
      setFailed(true);
    });
  };

  useEffect(() => {
    if (user === undefined || signedIn || started.current) return;
    started.current = true;
    start();
  });

  if (signedIn) return <Navigate to={returnTo} replace />;
  return (
    <MessagePage title="Sign in">
      {failed ? (
        <Typography color="error" role="alert">
          The sign-in service could not be reached. Please try again.
        </Typography>
      ) : (
        <>
          <CircularProgress size={28} aria-label="Redirecting to sign in" />
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            Taking you to the sign-in page…
          </Typography>
        </>
      )}
      <Button variant="contained" sx={{ mt: 3 }} onClick={start}>
        Sign in
      </Button>
    </MessagePage>
  );
};
