import Box from '@mui/material/Box';
import type { CandidateDetails } from '@portal/domain/api/candidates';
import type { ListTarget } from '@/components/back-to-list';
import { DecisionActions } from '../decide/decision-actions';
import { CandidateDocuments } from './candidate-documents';
import { CandidateHeader } from './candidate-header';
import { CandidateHistory } from './candidate-history';
import { CandidateFieldsSection, CandidateJobSection, CandidateProfileSection } from './candidate-sections';

interface CandidateDetailsViewProps {
  candidate: CandidateDetails;
  list: ListTarget;
}

/** One candidate: who, the job, the profile, the documents (for those who may download them) and the history. */
export const CandidateDetailsView = ({ candidate, list }: CandidateDetailsViewProps) => (
  <Box>
    <CandidateHeader candidate={candidate} list={list} actions={<DecisionActions candidate={candidate} />} />
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <CandidateFieldsSection candidate={candidate} />
      <CandidateJobSection candidate={candidate} />
      <CandidateProfileSection candidate={candidate} />
      {candidate.actions.downloadDocuments && <CandidateDocuments candidate={candidate} />}
      <CandidateHistory dealId={candidate.dealId} />
    </Box>
  </Box>
);
