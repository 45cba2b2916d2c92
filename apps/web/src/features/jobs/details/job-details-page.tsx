import { useEffect } from 'react';
import { useParams } from 'react-router';
import { JOB_ID_PATTERN } from '@portal/domain/api/jobs';
import { LoadingScreen } from '@/components/loading-screen';
import { SectionError } from '@/components/section-error';
import { reportError } from '@/lib/report-error';
import { jobDetailsFailure, useJobDetails } from '../api/get-job-details';
import { useJobListRoute } from '../use-job-list-route';
import { JobDetailsView } from './job-details-view';
import { JobUnavailable } from './job-unavailable';

/** /jobs/:jobId with the unified-job flag, else /job-posts/:jobId; opened by the job's id or Job # (SPEC.md §2). */
export const JobDetailsPage = () => {
  const { jobId = '' } = useParams();
  const listRoute = useJobListRoute();
  const list = { path: listRoute.path, label: listRoute.label };
  // A malformed id cannot name a job, so it is not even asked for.
  const validId = JOB_ID_PATTERN.test(jobId);
  const details = useJobDetails(jobId, validId);
  const failure = details.error ? jobDetailsFailure(details.error) : undefined;

  useEffect(() => {
    if (failure === 'failed') reportError(details.error, 'Get job details failed');
  }, [failure, details.error]);

  if (!validId || failure === 'unavailable') return <JobUnavailable list={list} />;
  if (failure === 'failed') return <SectionError onRefresh={() => void details.refetch()} />;
  if (!details.data) return <LoadingScreen label="Loading job details" />;
  return <JobDetailsView job={details.data} list={list} />;
};
