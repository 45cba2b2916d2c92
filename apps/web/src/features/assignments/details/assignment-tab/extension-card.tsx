import Typography from '@mui/material/Typography';
import type { CurrentAssignment } from '@portal/domain/api/assignment-details';
import { DetailItem, DetailList, DetailsSection } from '@/components/details-section';
import { formatDate, formatWeeks } from '@/lib/display-format';

/** SPEC.md §8 empty state, exactly as written. */
export const NO_EXTENSION = 'No extension has been requested.';

export const ExtensionCard = ({ assignment }: { assignment: CurrentAssignment }) => (
  <DetailsSection title="Extension">
    {assignment.isExtensionRequested ? (
      <DetailList>
        <DetailItem label="Status" value={assignment.extensionStatus} />
        <DetailItem label="Requested Date" value={formatDate(assignment.extensionRequestedDate)} />
        <DetailItem label="Start Date" value={formatDate(assignment.extensionRequestedStartDate)} />
        <DetailItem label="End Date" value={formatDate(assignment.extensionRequestedEndDate)} />
        <DetailItem label="Length" value={formatWeeks(assignment.extensionLengthofAssignment)} />
      </DetailList>
    ) : (
      <Typography color="text.secondary">{NO_EXTENSION}</Typography>
    )}
  </DetailsSection>
);
