import { HistoryPanel } from '@/components/history-panel';
import { useJobHistory } from '../api/get-job-history';

/** The job's audit log (issue 17): its creation, edits, approvals, declines and closing. */
export const JobHistory = ({ jobId }: { jobId: string }) => {
  const history = useJobHistory(jobId);
  return <HistoryPanel history={history} />;
};
