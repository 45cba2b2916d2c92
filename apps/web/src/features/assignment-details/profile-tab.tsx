import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CurrentAssignment } from '@portal/domain/api/assignment-details';
import { DetailItem, DetailList, DetailsSection } from '@/components/details-section';
import { formatDate, NOT_AVAILABLE } from '@/lib/display-format';

const NameList = ({ names }: { names: readonly string[] }) =>
  names.length === 0 ? (
    <Typography color="text.secondary">{NOT_AVAILABLE}</Typography>
  ) : (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </Box>
  );

/** The clinician's experience, date of birth, skill, certifications and licenses. */
export const ProfileTab = ({ assignment }: { assignment: CurrentAssignment }) => (
  <DetailsSection title="Clinician Profile">
    <DetailList>
      <DetailItem label="Years of Experience" value={assignment.travelerYearsOfExperience} />
      <DetailItem label="Date of Birth" value={formatDate(assignment.dob)} />
      <DetailItem label="Primary Skill" value={assignment.travelerPrimarySkill} />
      <DetailItem label="Certifications" value={<NameList names={assignment.travelerCertifications} />} />
      <DetailItem label="Active Licenses" value={<NameList names={assignment.travelerActiveLicenses} />} />
    </DetailList>
  </DetailsSection>
);
