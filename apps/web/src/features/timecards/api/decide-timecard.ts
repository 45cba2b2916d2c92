import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adjustTimecardLine, approveTimecard, rejectTimecard, type AdjustTimecardLineRequest } from '@portal/domain/api/timecards';
import { FAILED_TO_UPDATE } from '@portal/domain/messages';
import { TIMECARD_APPROVED, TIMECARD_LINE_ADJUSTED, TIMECARD_REJECTED } from '@portal/domain/timecards/timecard-rules';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { errorStatus } from '@/lib/api-error';
import { myDecisionsKey } from '@/lib/shared-query-keys';
import { reportError } from '@/lib/report-error';
import { useNetworkId } from '@/lib/session/session-context';
import { timecardKeys } from './timecard-keys';

/** What the approver's change sends: approve, reject with a reason, or adjust one line with a reason. */
export type TimecardChange =
  | { kind: 'approve'; id: string; version: number }
  | { kind: 'reject'; id: string; version: number; reason: string }
  | { kind: 'adjust'; id: string; lineId: string; request: AdjustTimecardLineRequest };

const send = (change: TimecardChange) => {
  if (change.kind === 'approve') return callApi(approveTimecard, { params: { timecardId: change.id }, body: { version: change.version } });
  if (change.kind === 'reject') return callApi(rejectTimecard, { params: { timecardId: change.id }, body: { version: change.version, reason: change.reason } });
  return callApi(adjustTimecardLine, { params: { timecardId: change.id, lineId: change.lineId }, body: change.request });
};

const DONE: Record<TimecardChange['kind'], string> = { approve: TIMECARD_APPROVED, reject: TIMECARD_REJECTED, adjust: TIMECARD_LINE_ADJUSTED };

/**
 * The approver's changes of a week. A 409 (changed meanwhile) or a 400 (a line that no longer fits)
 * says why in the server's words; either way the week is read again.
 */
export const useChangeTimecard = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: timecardKeys.all(networkId) }), queryClient.invalidateQueries({ queryKey: myDecisionsKey(networkId) })]);
  return useMutation({
    mutationFn: send,
    onSuccess: async (_answer, change) => {
      await refresh();
      toast.success(DONE[change.kind]);
    },
    onError: async (error) => {
      reportError(error, 'Change timecard failed');
      const status = errorStatus(error);
      toast.error((status === 409 || status === 400) && error instanceof Error ? error.message : FAILED_TO_UPDATE);
      await refresh();
    },
  });
};
