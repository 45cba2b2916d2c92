import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchJob, type JobDetails } from '@portal/domain/api/jobs';
import { JOB_DECLINED } from '@portal/domain/jobs/job-messages';
import { FAILED_TO_UPDATE } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { jobChangeFailureMessage } from './job-change-failure';
import { jobKeys } from './job-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** PATCH /api/v2/Jobs with status Declined; the details then show the declined job. */
export const useDeclineJob = (job: JobDetails) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: () => callApi(patchJob, { body: { jobId: job.jobId, version: job.version, status: 'Declined' } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: jobKeys.all(networkId) });
      toast.success(JOB_DECLINED);
    },
    onError: (error) => {
      reportError(error, 'Edit Job failed');
      toast.error(jobChangeFailureMessage(error, FAILED_TO_UPDATE));
    },
  });
};
