import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelReportSchedule } from '@portal/domain/api/report-schedules';
import { SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { insightKeys } from './insight-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** Ours: SPEC.md has no scheduled e-mails. */
export const SCHEDULE_CANCELLED = 'Scheduled e-mail cancelled.';

/** DELETE ReportSchedules/{id}: the e-mail is sent no more. */
export const useCancelReportSchedule = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: (scheduleId: string) => callApi(cancelReportSchedule, { params: { scheduleId } }),
    onSuccess: () => toast.success(SCHEDULE_CANCELLED),
    onError: (error) => {
      reportError(error, 'Cancel report schedule failed');
      toast.error(SOMETHING_WENT_WRONG);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: insightKeys.schedules(networkId) }),
  });
};
