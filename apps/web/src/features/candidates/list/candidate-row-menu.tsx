import { useState, type ReactNode } from 'react';
import { allows } from '@portal/domain/access/access-rule';
import type { CandidateListItem } from '@portal/domain/api/candidate-list';
import { requestInterview } from '@portal/domain/api/interviews';
import { INTERVIEW_FROM_STATUS, REQUEST_INTERVIEW } from '@portal/domain/interviews/interview-rules';
import { RequestInterviewOf } from '@/components/interview-request/request-interview-drawer';
import { RowMenu } from '@/components/list/row-menu';
import { useSession } from '@/lib/session/session-context';
import { candidateName } from './candidate-columns';

export const rowMenuLabel = (candidate: CandidateListItem) => `Actions for ${candidateName(candidate)}`;

/**
 * The row menu of the candidate list: 'Request interview' on a Ready for Review candidate, for a
 * user who may review (RequestInterview's privileges, as the candidate's page; the server decides
 * again), and the drawer it opens (docs/decisions/0155-request-interview-from-lists.md). `menuOf` is
 * absent for a user who may do nothing there, so the table has no column of empty menus.
 */
export const useCandidateRowMenu = (): { menuOf: ((candidate: CandidateListItem) => ReactNode) | undefined; drawer: ReactNode } => {
  const { subject } = useSession();
  const [requesting, setRequesting] = useState<CandidateListItem | null>(null);
  const menuOf = (candidate: CandidateListItem) =>
    candidate.candidateStatus === INTERVIEW_FROM_STATUS ? (
      <RowMenu label={rowMenuLabel(candidate)} actions={[{ label: REQUEST_INTERVIEW, onSelect: () => setRequesting(candidate) }]} />
    ) : null;
  return {
    menuOf: allows(subject, requestInterview.access) ? menuOf : undefined,
    drawer: requesting && (
      <RequestInterviewOf key={requesting.dealId} dealId={requesting.dealId} candidateName={candidateName(requesting)} onClose={() => setRequesting(null)} />
    ),
  };
};
