import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import { SIGN_IN_FAILURE_LOGOUT_MS } from '@portal/domain/limits';
import { MessagePage } from '@/components/message-page';

export const LOGIN_PROBLEM_MESSAGE = 'Please contact your system administrator for assistance.';
export const LOGIN_PROBLEM_REDIRECT = 'You will be redirected to the login screen after a few seconds.';

/** The account details could not be read: explain, then sign out after a few seconds. */
export const LoginProblem = () => {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate('/logout', { replace: true }), SIGN_IN_FAILURE_LOGOUT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <MessagePage title="Login problem" icon={<ErrorOutline color="error" sx={{ fontSize: 56 }} aria-hidden />}>
      <Typography>{LOGIN_PROBLEM_MESSAGE}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {LOGIN_PROBLEM_REDIRECT}
      </Typography>
    </MessagePage>
  );
};
