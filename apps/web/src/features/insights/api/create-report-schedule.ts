import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createReportSchedule, type CreateReportScheduleRequest } from '@portal/domain/api/report-schedules';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { insightKeys } from './insight-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** Ours: SPEC.md has no scheduled e-mails. */
export const SCHEDULE_CREATED = 'Scheduled e-mail created.';

/** POST ReportSchedules; one Idempotency-Key per dialog, so a double submit creates one schedule. */
export const useCreateReportSchedule = (idempotencyKey: string) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: (body: CreateReportScheduleRequest) => callApi(createReportSchedule, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: insightKeys.schedules(networkId) });
      toast.success(SCHEDULE_CREATED);
    },
    onError: (error) => reportError(error, 'Create report schedule failed'),
  });
};
