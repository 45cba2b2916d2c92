import Box from '@mui/material/Box';
import type { AssignmentDetailsResponse } from '@portal/domain/api/assignment-details';
import { AdditionalDetailsPanel } from '../additional-details/additional-details-panel';
import { AssignmentHistory } from './assignment-history';
import { AssignmentAuditHistory } from './audit-history';
import { ClientWorkOrderCard } from './client-work-order-card';
import { CurrentAssignmentCard } from './current-assignment-card';
import { ExtensionCard } from './extension-card';
import { EvaluationCard } from '../../evaluation/evaluation-card';

/** The Assignment tab, with the assignment's audit History; extension and assignment history belong to a running assignment only (SPEC.md §2). */
export const AssignmentTab = ({ details }: { details: AssignmentDetailsResponse }) => {
  const assignment = details.currentAssignment;
  const running = assignment.travelerStatus === 'On Assignment';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <CurrentAssignmentCard assignment={assignment} />
        <ClientWorkOrderCard dealId={assignment.dealId} />
        <EvaluationCard assignment={assignment} />
        {running && <ExtensionCard assignment={assignment} />}
        {running && <AssignmentHistory assignments={details.completedAssignments} />}
        <AssignmentAuditHistory dealId={assignment.dealId} />
      </Box>
      <AdditionalDetailsPanel assignment={assignment} />
    </Box>
  );
};
