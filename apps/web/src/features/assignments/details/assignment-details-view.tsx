import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { can } from '@portal/domain/access/access-rule';
import type { AssignmentDetailsResponse } from '@portal/domain/api/assignment-details';
import { replaceOffered, replacementPath } from '@portal/domain/jobs/replacement-rules';
import { format } from 'date-fns';
import { useSession } from '@/lib/session/session-context';
import { AssignmentTab } from './assignment-tab/assignment-tab';
import { EndingFooter, SelectionFooter } from './details-footers';
import { DocumentsTab } from './documents/documents-tab';
import { useDocumentSelection } from './documents/use-document-selection';
import { ExtensionDrawer } from '../extension/extension-drawer';
import { ExtensionOfferFooter } from '../extension/extension-offer-footer';
import { ProfileTab } from './profile-tab';
import { TravelerHeader } from './traveler-header';

type TabId = 'assignment' | 'documents' | 'profile';

const TAB_LABELS: Record<TabId, string> = { assignment: 'Assignment', documents: 'Documents', profile: 'Profile' };

interface AssignmentDetailsViewProps {
  details: AssignmentDetailsResponse;
  list: { path: string; label: string };
}

/** The details of one assignment: header, the three tabs, and the footer that fits (SPEC.md §2). */
export const AssignmentDetailsView = ({ details, list }: AssignmentDetailsViewProps) => {
  const { subject, flags } = useSession();
  const assignment = details.currentAssignment;
  const idPrefix = useId();
  const [tab, setTab] = useState<TabId>('assignment');
  const [requesting, setRequesting] = useState(false);
  const selection = useDocumentSelection();

  const tabs: TabId[] = can(subject, 'DownloadProtocolDocument') ? ['assignment', 'documents', 'profile'] : ['assignment', 'profile'];
  const somethingSelected = selection.selected.size > 0;
  const canRequestExtension =
    !somethingSelected &&
    assignment.travelerStatus === 'On Assignment' &&
    can(subject, 'ViewCreateExtension') &&
    !assignment.isExtensionRequested;

  // Replace leads to the job list's prefilled Add Job form (docs/decisions/0161-replace-an-ending-assignment.md).
  const [today] = useState(() => format(new Date(), 'yyyy-MM-dd'));
  const mayReplace =
    !somethingSelected &&
    can(subject, 'CreateRequest') &&
    replaceOffered({ status: assignment.travelerStatus, endDate: assignment.assignmentEndDate, extensionRequested: assignment.isExtensionRequested }, today);
  const replacePath = mayReplace ? replacementPath(flags, assignment.dealId) : undefined;

  const answersOffer =
    !somethingSelected && assignment.travelerStatus === 'Extension Offered' && (can(subject, 'ApproveExtension') || can(subject, 'RejectExtension'));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <TravelerHeader assignment={assignment} list={list} />
      <Tabs
        value={tab}
        onChange={(_event, next: TabId) => setTab(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Assignment details"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {tabs.map((id) => (
          <Tab key={id} value={id} label={TAB_LABELS[id]} id={`${idPrefix}-tab-${id}`} aria-controls={`${idPrefix}-panel-${id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-panel-${tab}`} aria-labelledby={`${idPrefix}-tab-${tab}`} sx={{ flex: 1 }}>
        {tab === 'assignment' && <AssignmentTab details={details} />}
        {tab === 'documents' && <DocumentsTab assignment={assignment} selection={selection} />}
        {tab === 'profile' && <ProfileTab assignment={assignment} />}
      </Box>
      {somethingSelected && <SelectionFooter assignment={assignment} selection={selection} />}
      {answersOffer && <ExtensionOfferFooter assignment={assignment} />}
      {(canRequestExtension || replacePath) && (
        // The Request button also needs the internal-user flag (SPEC.md §6).
        <EndingFooter extension={canRequestExtension ? { allowed: flags.internalUser, onRequest: () => setRequesting(true) } : undefined} replacePath={replacePath} />
      )}
      {canRequestExtension && <ExtensionDrawer open={requesting} onClose={() => setRequesting(false)} assignment={assignment} />}
    </Box>
  );
};
