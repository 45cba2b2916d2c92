import { useEffect } from 'react';
import { updateLastLoginDate } from '@portal/domain/api/platform';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { readRaw, SESSION_PREFIX, writeSession } from '@/lib/session-store';

const RECORDED_KEY = `${SESSION_PREFIX}last_login_recorded`;
let inFlight = false;

/** Records the sign-in time once per browser session (SPEC.md §4). */
export const useRecordLastLogin = (ready: boolean) => {
  useEffect(() => {
    if (!ready || inFlight || readRaw(RECORDED_KEY) !== null) return;
    inFlight = true;
    callApi(updateLastLoginDate)
      .then(() => writeSession(RECORDED_KEY, true))
      .catch((error: unknown) => reportError(error, 'UpdateLastLoginDateForUser'))
      .finally(() => {
        inFlight = false;
      });
  }, [ready]);
};
