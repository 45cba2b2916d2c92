import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePortalConfig } from '@/lib/config/portal-config-context';
import { SessionTimeoutDialog } from './session-timeout-dialog';
import { useInactivity } from './use-inactivity';

/** Watches for inactivity (configured minutes) and then asks whether to stay signed in. */
export const SessionTimeout = () => {
  const { inactivityMinutes } = usePortalConfig();
  const navigate = useNavigate();
  const [warning, setWarning] = useState(false);
  const warn = useCallback(() => setWarning(true), []);
  useInactivity(inactivityMinutes * 60_000, warn, warning);

  if (!warning) return null;
  return <SessionTimeoutDialog onStay={() => setWarning(false)} onLogoff={() => void navigate('/logout')} />;
};
