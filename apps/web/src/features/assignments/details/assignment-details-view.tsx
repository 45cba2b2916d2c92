import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { can } from '@portal/domain/access/access-rule';
import type { AssignmentDetailsResponse } from '@portal/domain/api/assignment-details';
import { useSession } from '@/lib/session/session-context';
import { AssignmentTab } from './assignment-tab/assignment-tab';
import { RequestExtensionFooter, SelectionFooter } from './details-footers';
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
      {canRequestExtension && (
        <>
          {/* The Request button also needs the internal-user flag (SPEC.md §6). */}
          <RequestExtensionFooter allowed={flags.internalUser} onRequest={() => setRequesting(true)} />
          <ExtensionDrawer open={requesting} onClose={() => setRequesting(false)} assignment={assignment} />
        </>
      )}
    </Box>
  );
};
