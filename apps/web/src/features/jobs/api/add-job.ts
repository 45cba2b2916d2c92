import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addJob, type AddJobRequest, type JobChangeResponse } from '@portal/domain/api/jobs';
import { JOB_CREATED_TOAST } from '@portal/domain/jobs/job-messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { dashboardKey } from '@/lib/shared-query-keys';
import { jobKeys } from './job-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** AddJob. One Idempotency-Key per job, the same for every attempt until it is created. */
export const useAddJob = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  const idempotencyKey = useRef(crypto.randomUUID());
  // A second click that lands before the button is disabled joins the first attempt.
  const inFlight = useRef<Promise<JobChangeResponse> | null>(null);
  const mutation = useMutation({
    mutationFn: (job: AddJobRequest) => callApi(addJob, { body: job, headers: { 'Idempotency-Key': idempotencyKey.current } }),
    onSuccess: () => {
      idempotencyKey.current = crypto.randomUUID();
      void queryClient.invalidateQueries({ queryKey: jobKeys.all(networkId) });
      // A replacement leaves the dashboard's list of unreplaced endings.
      void queryClient.invalidateQueries({ queryKey: dashboardKey(networkId) });
      toast.success(JOB_CREATED_TOAST);
    },
    onError: (error) => reportError(error, 'Creating job failed'),
  });
  const add = (job: AddJobRequest) => {
    inFlight.current ??= mutation.mutateAsync(job).finally(() => {
      inFlight.current = null;
    });
    return inFlight.current;
  };
  return { add, error: mutation.error, reset: mutation.reset };
};
