import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { can } from '@portal/domain/access/access-rule';
import { jobDetailsPath } from '@portal/domain/access/routes';
import type { CandidateDetails } from '@portal/domain/api/candidates';
import { DetailItem, DetailList, DetailsSection } from '@/components/details-section';
import { NameList } from '@/components/name-list';
import { formatDate, formatLocation, formatWeeks } from '@/lib/display-format';
import { useSession } from '@/lib/session/session-context';

/** The submission itself: what the clinician offers and, once declined, why. */
export const CandidateFieldsSection = ({ candidate }: { candidate: CandidateDetails }) => (
  <DetailsSection title="Candidate Details">
    <DetailList>
      <DetailItem label="Title" value={candidate.candidateTitle} />
      <DetailItem label="Shift" value={candidate.candidateShift} />
      <DetailItem label="Available Start Date" value={formatDate(candidate.candidateStartDate)} />
      {candidate.declineReason && <DetailItem label="Decline Reason" value={candidate.declineReason} />}
    </DetailList>
  </DetailsSection>
);

/** The job the candidate was submitted to, its title a link to the job's details for those who may open them. */
export const CandidateJobSection = ({ candidate }: { candidate: CandidateDetails }) => {
  const { subject, flags } = useSession();
  const job = candidate.jobEntity;
  const title =
    job.jobOrExternalId && can(subject, 'ViewJobDetails') ? (
      <Link component={RouterLink} to={jobDetailsPath(flags, job.jobOrExternalId)}>
        {job.jobTitle}
      </Link>
    ) : (
      job.jobTitle
    );
  return (
    <DetailsSection title="Job">
      <DetailList>
        <DetailItem label="Job Title" value={title} />
        <DetailItem label="Job #" value={job.jobOrExternalId} />
        <DetailItem label="Hospital" value={job.hospital} />
        <DetailItem label="Location" value={formatLocation(job)} />
        <DetailItem label="Unit" value={job.unit} />
        <DetailItem label="Shift" value={job.shift} />
        <DetailItem label="Start Date" value={formatDate(job.startDate)} />
        <DetailItem label="Duration" value={formatWeeks(job.duration)} />
      </DetailList>
    </DetailsSection>
  );
};

/** The clinician's experience, date of birth, skill, certifications and licenses. */
export const CandidateProfileSection = ({ candidate }: { candidate: CandidateDetails }) => {
  const profile = candidate.candidateProfile;
  return (
    <DetailsSection title="Profile">
      <DetailList>
        <DetailItem label="Years of Experience" value={profile.yearsOfExperience} />
        <DetailItem label="Date of Birth" value={formatDate(profile.dateOfBirth)} />
        <DetailItem label="Primary Skill" value={profile.primarySkill} />
        <DetailItem label="Certifications" value={<NameList names={profile.certifications} />} />
        <DetailItem label="Active Licenses" value={<NameList names={profile.activeLicenses} />} />
      </DetailList>
    </DetailsSection>
  );
};
