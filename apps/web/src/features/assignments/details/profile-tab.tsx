import Stack from '@mui/material/Stack';
import { can } from '@portal/domain/access/access-rule';
import type { CurrentAssignment } from '@portal/domain/api/assignment-details';
import { DetailItem, DetailList, DetailsSection } from '@/components/details-section';
import { NameList } from '@/components/name-list';
import { ProtocolDocuments } from '@/components/protocol-documents';
import { formatDate } from '@/lib/display-format';
import { useSession } from '@/lib/session/session-context';
import { useDownloadDocuments } from '../api/download-documents';
import { useProtocolList } from '../api/get-protocol-list';

/** Ours: SPEC.md names the call, not the section's title; 'Documents' is the tab's. */
export const PROTOCOL_TITLE = 'Compliance Protocol';

/** The clinician's protocol list (GetListOfProtocolForAssignedTraveler), shown as a candidate's documents are. */
const ProtocolSection = ({ assignment }: { assignment: CurrentAssignment }) => (
  <ProtocolDocuments
    title={PROTOCOL_TITLE}
    documents={useProtocolList(assignment.dealId, assignment.travelerId)}
    download={useDownloadDocuments(assignment)}
  />
);

/** The clinician's experience, date of birth, skill, certifications and licenses, then their protocol list. */
export const ProfileTab = ({ assignment }: { assignment: CurrentAssignment }) => {
  const { subject } = useSession();
  return (
    <Stack spacing={3}>
      <DetailsSection title="Clinician Profile">
        <DetailList>
          <DetailItem label="Years of Experience" value={assignment.travelerYearsOfExperience} />
          <DetailItem label="Date of Birth" value={formatDate(assignment.dob)} />
          <DetailItem label="Primary Skill" value={assignment.travelerPrimarySkill} />
          <DetailItem label="Certifications" value={<NameList names={assignment.travelerCertifications} />} />
          <DetailItem label="Active Licenses" value={<NameList names={assignment.travelerActiveLicenses} />} />
        </DetailList>
      </DetailsSection>
      {can(subject, 'DownloadProtocolDocument') && <ProtocolSection assignment={assignment} />}
    </Stack>
  );
};
