import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchJob, type JobDetails } from '@portal/domain/api/jobs';
import { JOB_CLOSED } from '@portal/domain/jobs/job-messages';
import type { CloseJobReasonId } from '@portal/domain/jobs/job-rules';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { useJobListRoute } from '../use-job-list-route';
import { jobKeys } from './job-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** PATCH /api/v2/Jobs with status Closed and a reason; then back to the list (SPEC.md §2). */
export const useCloseJob = (job: JobDetails) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  const navigate = useNavigate();
  const listRoute = useJobListRoute();
  return useMutation({
    mutationFn: (reasonId: CloseJobReasonId) =>
      callApi(patchJob, { body: { jobId: job.jobId, version: job.version, status: 'Closed', reasonId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.all(networkId) });
      toast.success(JOB_CLOSED);
      void navigate(listRoute.path);
    },
    onError: (error) => reportError(error, 'Edit Job failed'),
  });
};
