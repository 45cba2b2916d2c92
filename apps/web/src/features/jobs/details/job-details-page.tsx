import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { can } from '@portal/domain/access/access-rule';
import { routeById } from '@portal/domain/access/routes';
import { JobListItem } from '@portal/domain/api/job-list';
import { JOB_ID_PATTERN } from '@portal/domain/api/jobs';
import { LoadingScreen } from '@/components/loading-screen';
import { SectionError } from '@/components/section-error';
import { reportError } from '@/lib/report-error';
import { useSession } from '@/lib/session/session-context';
import { jobDetailsFailure, useJobDetails } from '../api/get-job-details';
import { useJobListRoute } from '../use-job-list-route';
import { JobDetailsView } from './job-details-view';
import { JobRowSummary } from './job-row-summary';
import { JobUnavailable } from './job-unavailable';

/** /jobs/:jobId with the unified-job flag, else /job-posts/:jobId; opened by the job's id or Job # (SPEC.md §2). */
export const JobDetailsPage = () => {
  const { jobId = '' } = useParams();
  const { subject } = useSession();
  const { state } = useLocation();
  const mayReadDetails = can(subject, 'ViewJobDetails');
  const listRoute = useJobListRoute();
  const list = { path: listRoute.path, label: listRoute.label };
  // A malformed id cannot name a job, so it is not even asked for.
  const validId = JOB_ID_PATTERN.test(jobId);
  const details = useJobDetails(jobId, validId && mayReadDetails);
  const failure = details.error ? jobDetailsFailure(details.error) : undefined;

  useEffect(() => {
    if (failure === 'failed') reportError(details.error, 'Get job details failed');
  }, [failure, details.error]);

  if (!mayReadDetails) {
    // SPEC.md §2: without ViewJobDetails only a list row's own state opens this route; a typed address is /403.
    const row = JobListItem.safeParse((state as { job?: unknown } | null)?.job);
    return row.success ? <JobRowSummary job={row.data} list={list} /> : <Navigate to={routeById('forbidden').path} replace />;
  }
  if (!validId || failure === 'unavailable') return <JobUnavailable list={list} />;
  if (failure === 'failed') return <SectionError onRefresh={() => void details.refetch()} />;
  if (!details.data) return <LoadingScreen label="Loading job details" />;
  return <JobDetailsView job={details.data} list={list} />;
};
