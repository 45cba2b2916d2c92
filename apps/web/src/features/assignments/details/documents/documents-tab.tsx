import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Archive from '@mui/icons-material/ArchiveOutlined';
import type { CurrentAssignment } from '@portal/domain/api/assignment-details';
import { ONBOARDING_SYSTEMS } from '@portal/domain/deals/statuses';
import { EmptyState } from '@/components/list/empty-state';
import { countLabel } from '@/lib/count-label';
import { useSession } from '@/lib/session/session-context';
import { useDownloadComplianceArchive } from '../../api/download-compliance-archive';
import { DocumentList, NO_DOCUMENTS } from './document-list';
import type { DocumentSelection } from './use-document-selection';

type DocumentsView = 'list' | 'nothing' | 'archive';

/** What the Documents tab offers, by onboarding system (SPEC.md §4). */
const documentsView = (assignment: CurrentAssignment, protocolArchive: boolean): DocumentsView => {
  if (assignment.onboardingSystemId === ONBOARDING_SYSTEMS.older) return 'list';
  if (assignment.onboardingSystemId === ONBOARDING_SYSTEMS.newer) {
    if (assignment.countOfLegacyFiles === 0) return 'nothing';
    if (protocolArchive) return 'archive';
  }
  return 'list';
};

export const COMPLIANCE_ARCHIVE = 'Compliance Archive';

const ComplianceArchive = ({ assignment }: { assignment: CurrentAssignment }) => {
  const download = useDownloadComplianceArchive(assignment);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, border: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Archive color="action" aria-hidden />
      <Box sx={{ flex: '1 1 12rem' }}>
        <Typography variant="h3" component="h3">
          {COMPLIANCE_ARCHIVE}
        </Typography>
        <Typography color="text.secondary">{`${countLabel(assignment.countOfLegacyFiles, 'archived file')}, downloaded as one ZIP file.`}</Typography>
      </Box>
      <Button variant="contained" onClick={() => download.mutate()} loading={download.isPending}>
        {`Download ${COMPLIANCE_ARCHIVE}`}
      </Button>
    </Paper>
  );
};

interface DocumentsTabProps {
  assignment: CurrentAssignment;
  selection: DocumentSelection;
}

export const DocumentsTab = ({ assignment, selection }: DocumentsTabProps) => {
  const { flags } = useSession();
  const view = documentsView(assignment, flags.protocolArchive);
  if (view === 'nothing') return <EmptyState message={NO_DOCUMENTS} />;
  if (view === 'archive') return <ComplianceArchive assignment={assignment} />;
  return <DocumentList assignment={assignment} selection={selection} />;
};
