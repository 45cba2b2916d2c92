import { HistoryPanel } from '@/components/history-panel';
import { useCandidateHistory } from '../api/get-candidate-history';

/** The candidate's audit log (issue 17): its submission, views, decisions, reminders and document downloads. */
export const CandidateHistory = ({ dealId }: { dealId: string }) => {
  const history = useCandidateHistory(dealId);
  return <HistoryPanel history={history} />;
};
