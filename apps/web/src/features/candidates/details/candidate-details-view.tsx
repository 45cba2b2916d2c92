import Box from '@mui/material/Box';
import type { CandidateDetails } from '@portal/domain/api/candidates';
import type { ListTarget } from '@/components/back-to-list';
import { useCandidateInterview } from '@/lib/interviews/get-candidate-interview';
import { DecisionActions } from '../decide/decision-actions';
import { RequestInterviewButton } from '../interview/interview-actions';
import { InterviewSection } from '../interview/interview-section';
import { CandidateDocuments } from './candidate-documents';
import { CandidateHeader } from './candidate-header';
import { CandidateHistory } from './candidate-history';
import { CandidateFieldsSection, CandidateJobSection, CandidateProfileSection } from './candidate-sections';

interface CandidateDetailsViewProps {
  candidate: CandidateDetails;
  list: ListTarget;
}

/** One candidate: who, its interview, the job, the profile, the documents (for those who may download them) and the history. */
export const CandidateDetailsView = ({ candidate, list }: CandidateDetailsViewProps) => {
  const interview = useCandidateInterview(candidate.dealId).data;
  const actions = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <RequestInterviewButton candidate={candidate} state={interview} />
      <DecisionActions candidate={candidate} />
    </Box>
  );
  return (
    <Box>
      <CandidateHeader candidate={candidate} list={list} actions={actions} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {interview?.interview && <InterviewSection interview={interview.interview} canChange={interview.actions.change} />}
        <CandidateFieldsSection candidate={candidate} />
        <CandidateJobSection candidate={candidate} />
        <CandidateProfileSection candidate={candidate} />
        {candidate.actions.downloadDocuments && <CandidateDocuments candidate={candidate} />}
        <CandidateHistory dealId={candidate.dealId} />
      </Box>
    </Box>
  );
};
