import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CandidateDetails } from '@portal/domain/api/candidates';
import { BackToListLink, type ListTarget } from '@/components/back-to-list';
import { DetailsTitle } from '@/components/details-title';
import { CandidateRehireNote } from '@/components/rehire-badge';
import { NOT_AVAILABLE } from '@/lib/display-format';
import { formatPhone } from '@/lib/format-phone';
import { candidateName } from '../list/candidate-columns';
import { CandidateStatus } from '../list/candidate-status';
import { ReviewClockLine } from '../review-clock/review-clock-line';
import { useNow } from '../review-clock/use-now';

interface CandidateHeaderProps {
  candidate: CandidateDetails;
  list: ListTarget;
  actions: ReactNode;
}

/** Who the candidate is (name, status, title, e-mail, phone), the review clock, the decisions, and the way back. */
export const CandidateHeader = ({ candidate, list, actions }: CandidateHeaderProps) => {
  const now = useNow();
  const phone = formatPhone(candidate.candidatePhoneNumber);
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <BackToListLink list={list} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
        <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
          <DetailsTitle
            title={candidateName(candidate)}
            status={<CandidateStatus status={candidate.candidateStatus} overrideStatus={candidate.candidateOverrideStatus} offerChannel={candidate.offerChannel} />}
            subtitle={candidate.candidateTitle}
          />
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'flex-start', sm: 'center' }, columnGap: 3, mt: 1 }}>
            <Link href={`mailto:${candidate.candidateEmail}`} sx={{ overflowWrap: 'anywhere' }}>
              {candidate.candidateEmail}
            </Link>
            {phone ? <Link href={`tel:${candidate.candidatePhoneNumber}`}>{phone}</Link> : <Typography>{NOT_AVAILABLE}</Typography>}
          </Box>
          {candidate.rehire && (
            <Box sx={{ mt: 1.5 }}>
              <CandidateRehireNote rehire={candidate.rehire} />
            </Box>
          )}
          {candidate.reviewBy && (
            <Box sx={{ mt: 1.5 }}>
              <ReviewClockLine submittedAt={candidate.submittedAt} reviewBy={candidate.reviewBy} isOverdue={candidate.isOverdue} now={now} inline />
            </Box>
          )}
        </Box>
        {actions}
      </Box>
    </Box>
  );
};
