import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AssignmentDetailsResponse } from '@portal/domain/api/assignment-details';
import { DetailsSection } from '@/components/details-section';
import { formatDate, orNotAvailable } from '@/lib/display-format';

/** SPEC.md §8 empty state, exactly as written. */
export const NO_ASSIGNMENT_HISTORY = 'No Assignment History';

type CompletedAssignments = AssignmentDetailsResponse['completedAssignments'];

export const AssignmentHistory = ({ assignments }: { assignments: CompletedAssignments }) => (
  <DetailsSection title="Assignment History">
    {assignments.length === 0 ? (
      <Typography color="text.secondary">{NO_ASSIGNMENT_HISTORY}</Typography>
    ) : (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {assignments.map((assignment) => (
          <Box component="li" key={assignment.dealId} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
            <Typography sx={{ fontWeight: 600 }}>{`${assignment.hospital} - ${assignment.unit}`}</Typography>
            <Typography variant="body2" color="text.secondary">
              {`${formatDate(assignment.assignmentStartDate)} - ${formatDate(assignment.assignmentEndDate)}`}
            </Typography>
            <Typography variant="body2">{`${assignment.dealStage} · ${orNotAvailable(assignment.assignmentRetentionType)}`}</Typography>
          </Box>
        ))}
      </Box>
    )}
  </DetailsSection>
);
