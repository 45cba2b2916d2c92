import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routeInPlace } from '@portal/domain/access/routes';
import { addJob, patchJob, updateJob, type AddJobRequest, type JobChangeResponse, type JobDetails } from '@portal/domain/api/jobs';
import type { toJobFields } from '@portal/domain/jobs/job-form';
import { JOB_CLOSED, JOB_CREATED, JOB_DECLINED, JOB_UPDATED } from '@portal/domain/jobs/job-messages';
import { isOpenJobStatus, type CloseJobReasonId } from '@portal/domain/jobs/job-rules';
import { FAILED_TO_UPDATE } from '@/components/error-messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { errorStatus } from '@/lib/api-error';
import { reportError } from '@/lib/report-error';
import { useSession } from '@/lib/session/session-context';
import { jobKeys } from './job-keys';

/**
 * What a failed change tells the user. A 409 means someone changed the job meanwhile: the server's
 * message says so and asks to refresh, which the fixed texts would hide.
 */
export const jobChangeFailureMessage = (error: unknown, fallback: string): string =>
  errorStatus(error) === 409 && error instanceof Error ? error.message : fallback;

/** The job list the user returns to: /jobs with the unified-job flag, else /job-posts (SPEC.md §2). */
export const useJobListRoute = () => {
  const { flags } = useSession();
  return routeInPlace('jobPosts', flags);
};

/** The form's values as UpdateJob takes them, besides which job at which version. */
type JobFields = ReturnType<typeof toJobFields>;

/** SPEC.md §4: after an edit, a job no longer open (Filled) or without open positions sends the user back to the list. */
const leavesTheJob = (result: Pick<JobChangeResponse, 'postingStatus' | 'openPositions'>) =>
  !isOpenJobStatus(result.postingStatus) || result.openPositions === 0;

/** AddJob. One Idempotency-Key per job, the same for every attempt until it is created. */
export const useAddJob = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const idempotencyKey = useRef(crypto.randomUUID());
  // A second click that lands before the button is disabled joins the first attempt.
  const inFlight = useRef<Promise<JobChangeResponse> | null>(null);
  const mutation = useMutation({
    mutationFn: (job: AddJobRequest) => callApi(addJob, { body: job, headers: { 'Idempotency-Key': idempotencyKey.current } }),
    onSuccess: () => {
      idempotencyKey.current = crypto.randomUUID();
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      toast.success(JOB_CREATED);
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

/** UpdateJob: the edit drawer's Approve, at the version the user saw (a stale one gets 409). */
export const useUpdateJob = () => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const listRoute = useJobListRoute();
  const mutation = useMutation({
    mutationFn: ({ job, fields }: { job: JobDetails; fields: JobFields }) =>
      callApi(updateJob, { body: { ...fields, jobId: job.jobId, version: job.version } }),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      toast.success(JOB_UPDATED);
      if (leavesTheJob(result)) void navigate(listRoute.path);
    },
    onError: (error) => reportError(error, 'Updating job failed'),
  });
  return { update: mutation.mutateAsync, error: mutation.error, reset: mutation.reset };
};

/** PATCH /api/v2/Jobs with status Closed and a reason; then back to the list (SPEC.md §2). */
export const useCloseJob = (job: JobDetails) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const listRoute = useJobListRoute();
  return useMutation({
    mutationFn: (reasonId: CloseJobReasonId) =>
      callApi(patchJob, { body: { jobId: job.jobId, version: job.version, status: 'Closed', reasonId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      toast.success(JOB_CLOSED);
      void navigate(listRoute.path);
    },
    onError: (error) => reportError(error, 'Edit Job failed'),
  });
};

/** PATCH /api/v2/Jobs with status Declined; the details then show the declined job. */
export const useDeclineJob = (job: JobDetails) => {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(patchJob, { body: { jobId: job.jobId, version: job.version, status: 'Declined' } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: jobKeys.all });
      toast.success(JOB_DECLINED);
    },
    onError: (error) => {
      reportError(error, 'Edit Job failed');
      toast.error(jobChangeFailureMessage(error, FAILED_TO_UPDATE));
    },
  });
};
