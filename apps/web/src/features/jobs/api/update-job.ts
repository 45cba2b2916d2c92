import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateJob, type JobChangeResponse, type JobDetails } from '@portal/domain/api/jobs';
import type { toJobFields } from '@portal/domain/jobs/job-form';
import { JOB_UPDATED } from '@portal/domain/jobs/job-messages';
import { isOpenJobStatus } from '@portal/domain/jobs/job-rules';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { useJobListRoute } from '../use-job-list-route';
import { jobKeys } from './job-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** The form's values as UpdateJob takes them, besides which job at which version. */
type JobFields = ReturnType<typeof toJobFields>;

/** SPEC.md §4: after an edit, a job no longer open (Filled) or without open positions sends the user back to the list. */
const leavesTheJob = (result: Pick<JobChangeResponse, 'postingStatus' | 'openPositions'>) =>
  !isOpenJobStatus(result.postingStatus) || result.openPositions === 0;

/** UpdateJob: the edit drawer's Approve, at the version the user saw (a stale one gets 409). */
export const useUpdateJob = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  const navigate = useNavigate();
  const listRoute = useJobListRoute();
  const mutation = useMutation({
    mutationFn: ({ job, fields }: { job: JobDetails; fields: JobFields }) =>
      callApi(updateJob, { body: { ...fields, jobId: job.jobId, version: job.version } }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.all(networkId) });
      toast.success(JOB_UPDATED);
      if (leavesTheJob(result)) void navigate(listRoute.path);
    },
    onError: (error) => reportError(error, 'Updating job failed'),
  });
  return { update: mutation.mutateAsync, error: mutation.error, reset: mutation.reset };
};
