import type { CurrentAssignment } from '@portal/domain/api/assignment-details';
import { DetailItem, DetailList, DetailsSection } from '@/components/details-section';
import { formatDate, formatHourlyRate, formatLocation, formatWeeks } from '@/lib/display-format';

export const CurrentAssignmentCard = ({ assignment }: { assignment: CurrentAssignment }) => {
  const job = assignment.jobEntity;
  return (
    <DetailsSection title="Current Assignment">
      <DetailList>
        <DetailItem label="Hospital" value={job.hospital} />
        <DetailItem label="Location" value={formatLocation(job)} />
        <DetailItem label="Unit" value={job.unit} />
        <DetailItem label="Unit Type" value={job.unitType} />
        <DetailItem label="Title" value={job.jobTitle ?? assignment.travelerTitle} />
        <DetailItem label="Shift" value={assignment.travelerShift || job.shift} />
        <DetailItem label="Shift Length" value={job.shiftLength} />
        <DetailItem label="Guaranteed Hours" value={assignment.travelerGuaranteedHours} />
        <DetailItem label="Start Date" value={formatDate(assignment.assignmentStartDate)} />
        <DetailItem label="End Date" value={formatDate(assignment.assignmentEndDate)} />
        <DetailItem label="Duration" value={formatWeeks(assignment.assignmentDuration)} />
        <DetailItem label="Requested Time Off" value={assignment.candidateRequestedTimeOff} />
        <DetailItem label="Bill Rate" value={formatHourlyRate(assignment.cwoBillRateActual)} />
        <DetailItem label="Requisition ID" value={job.requisitionId} />
      </DetailList>
    </DetailsSection>
  );
};
