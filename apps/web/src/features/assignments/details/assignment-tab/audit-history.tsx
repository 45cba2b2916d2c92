import { HistoryPanel } from '@/components/history-panel';
import { useAssignmentHistory } from '../../api/get-assignment-history';

/** The assignment's audit log (issue 17): its changes, extension requests, documents and downloads. */
export const AssignmentAuditHistory = ({ dealId }: { dealId: string }) => {
  const history = useAssignmentHistory(dealId);
  return <HistoryPanel history={history} />;
};
