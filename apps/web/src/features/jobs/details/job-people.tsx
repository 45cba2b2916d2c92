import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { can } from '@portal/domain/access/access-rule';
import type { JobDetails } from '@portal/domain/api/jobs';
import { NO_RESULTS } from '@portal/domain/messages';
import { StatusChip } from '@/components/status-chip';
import { formatDate } from '@/lib/display-format';
import { useSession } from '@/lib/session/session-context';
import { DetailsSection } from '@/components/details-section';

/** Our text: SPEC.md names none for a two-step job nobody was designated to approve. */
export const NO_APPROVERS = 'No approvers designated.';
/** Ours: the page lists the newest candidates only. */
export const newestCandidatesShown = (shown: number, total: number) => `Showing the ${shown} newest of ${total} candidates.`;

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

interface PeopleListProps<Person> {
  people: readonly Person[];
  /** Shown instead of an empty list. */
  none: string;
  keyOf: (person: Person) => string;
  row: (person: Person) => ReactNode;
}

/** One person a row, or a line saying there is nobody. */
const PeopleList = <Person,>({ people, none, keyOf, row }: PeopleListProps<Person>) =>
  people.length === 0 ? (
    <Typography color="text.secondary">{none}</Typography>
  ) : (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {people.map((person) => (
        <Box component="li" key={keyOf(person)} sx={rowSx}>
          {row(person)}
        </Box>
      ))}
    </Box>
  );

/** Who must approve the job; shown where approval has two stages or someone was designated. */
export const JobApprovers = ({ job }: { job: JobDetails }) => {
  if (job.approvalStages !== 2 && job.approvers.length === 0) return null;
  return (
    <DetailsSection title="Approvers">
      <PeopleList
        people={job.approvers}
        none={NO_APPROVERS}
        keyOf={(approver) => approver.userId}
        row={(approver) => (
          <>
            <Typography sx={{ fontWeight: 600 }}>{approver.name}</Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {approver.email}
            </Typography>
          </>
        )}
      />
    </DetailsSection>
  );
};

/** The job's candidates with their status and start date; each opens its details with ViewCandidateDetail. */
export const JobCandidates = ({ job }: { job: JobDetails }) => {
  const { subject } = useSession();
  const mayOpen = can(subject, 'ViewCandidateDetail');
  const nameOf = (candidate: JobDetails['candidates'][number]) => `${candidate.candidateFirstName} ${candidate.candidateLastName}`;
  return (
    <DetailsSection title="Candidates">
      <PeopleList
        people={job.candidates}
        none={NO_RESULTS}
        keyOf={(candidate) => candidate.dealId}
        row={(candidate) => (
          <>
            <Typography sx={{ fontWeight: 600, flex: '1 1 12rem' }}>
              {mayOpen ? (
                <Link component={RouterLink} to={`/candidates/${candidate.dealId}`}>
                  {nameOf(candidate)}
                </Link>
              ) : (
                nameOf(candidate)
              )}
            </Typography>
            <StatusChip status={candidate.candidateStatus} />
            <Typography color="text.secondary" sx={{ minWidth: '9rem' }}>
              {`Start Date: ${formatDate(candidate.candidateStartDate)}`}
            </Typography>
          </>
        )}
      />
      {job.candidatesCount > job.candidates.length && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {newestCandidatesShown(job.candidates.length, job.candidatesCount)}
        </Typography>
      )}
    </DetailsSection>
  );
};
