import type { JobDetails } from '@portal/domain/api/jobs';
import { positionsLabel } from '@portal/domain/jobs/job-rules';
import { formatDate, formatHourlyRate, formatLocation, formatWeeks, NOT_AVAILABLE } from '@/lib/display-format';
import { useSession } from '@/lib/session/session-context';
import { DetailItem, DetailList, DetailsSection } from '@/components/details-section';

/** SPEC.md §9: rates read $x.xx/hr with their variant; the local one only with the local-rates flag. */
const billRates = (job: JobDetails, showLocal: boolean): string => {
  const rates = [
    { rate: job.billRateActual, variant: 'Travel', shown: true },
    { rate: job.localBillRateActual, variant: 'Local', shown: showLocal },
  ];
  const lines = rates.filter(({ rate, shown }) => shown && rate !== null).map(({ rate, variant }) => `${formatHourlyRate(rate)} ${variant}`);
  return lines.length > 0 ? lines.join('\n') : NOT_AVAILABLE;
};

/** Every field of the job posting (SPEC.md §3); the flagged ones only with their flag. */
export const JobFieldsSection = ({ job }: { job: JobDetails }) => {
  const { flags } = useSession();
  return (
    <DetailsSection title="Job Details">
      <DetailList>
        <DetailItem label="Hospital" value={job.hospital} />
        <DetailItem label="Location" value={formatLocation(job)} />
        <DetailItem label="Unit" value={job.unit} />
        <DetailItem label="Unit Type" value={job.unitType} />
        <DetailItem label="Shift" value={job.shift} />
        <DetailItem label="Shift Length" value={job.shiftLength} />
        <DetailItem label="Assignment Duration" value={formatWeeks(job.duration)} />
        <DetailItem label="Start Date" value={formatDate(job.startDate)} />
        <DetailItem label="Number of Positions" value={positionsLabel(job.availablePositions)} />
        <DetailItem label="Open Positions" value={job.openPositions} />
        <DetailItem label="Bill Rate" value={billRates(job, flags.localRates)} />
        {flags.displayPrnJobType && <DetailItem label="Job Type" value={job.jobType} />}
        <DetailItem label="Requisition ID" value={job.requisitionId} />
        <DetailItem label="Reason for Request" value={job.reasonRequest} />
        {job.closeReason && <DetailItem label="Close Reason" value={job.closeReason} />}
        {flags.jobLastModified && (
          <>
            <DetailItem label="Last Modified By" value={job.modifiedBy} />
            <DetailItem label="Last Modified On" value={formatDate(job.modifiedOn)} />
          </>
        )}
        <DetailItem label="Notes" value={job.notes} wide />
      </DetailList>
    </DetailsSection>
  );
};
