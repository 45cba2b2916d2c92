import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { JobDetails } from '@portal/domain/api/jobs';
import { StatusChip } from '../../../components/status-chip';
import { formatDate } from '../../../lib/display-format';
import { DetailsSection } from '../../../components/details-section';

/** Our text: SPEC.md names none for a two-step job nobody was designated to approve. */
export const NO_APPROVERS = 'No approvers designated.';
/** SPEC.md §8's empty state. */
export const NO_CANDIDATES = 'No Results';

const rowSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: 2,
  rowGap: 0.5,
  py: 1.5,
  borderTop: 1,
  borderColor: 'divider',
  '&:first-of-type': { borderTop: 0, pt: 0 },
} as const;

/** Who must approve the job; shown where approval has two stages or someone was designated. */
export const JobApprovers = ({ job }: { job: JobDetails }) => {
  if (job.approvalStages !== 2 && job.approvers.length === 0) return null;
  return (
    <DetailsSection title="Approvers">
      {job.approvers.length === 0 ? (
        <Typography color="text.secondary">{NO_APPROVERS}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {job.approvers.map((approver) => (
            <Box component="li" key={approver.userId} sx={rowSx}>
              <Typography sx={{ fontWeight: 600 }}>{approver.name}</Typography>
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {approver.email}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </DetailsSection>
  );
};

/**
 * The job's candidates with their status and start date. They read as text: the candidate details
 * page (and so the link of ViewCandidateDetail) does not exist yet.
 */
export const JobCandidates = ({ job }: { job: JobDetails }) => (
  <DetailsSection title="Candidates">
    {job.candidates.length === 0 ? (
      <Typography color="text.secondary">{NO_CANDIDATES}</Typography>
    ) : (
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {job.candidates.map((candidate) => (
          <Box component="li" key={candidate.dealId} sx={rowSx}>
            <Typography sx={{ fontWeight: 600, flex: '1 1 12rem' }}>{`${candidate.candidateFirstName} ${candidate.candidateLastName}`}</Typography>
            <StatusChip status={candidate.candidateStatus} />
            <Typography color="text.secondary" sx={{ minWidth: '9rem' }}>
              {`Start Date: ${formatDate(candidate.candidateStartDate)}`}
            </Typography>
          </Box>
        ))}
      </Box>
    )}
  </DetailsSection>
);
