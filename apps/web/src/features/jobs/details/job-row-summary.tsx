import Box from '@mui/material/Box';
import type { JobListItem } from '@portal/domain/api/job-list';
import { positionsLabel } from '@portal/domain/jobs/job-rules';
import type { ListTarget } from '@/components/back-to-list';
import { DetailItem, DetailList, DetailsSection } from '@/components/details-section';
import { formatDate, formatLocation, formatWeeks } from '@/lib/display-format';
import { JobHeader } from './job-header';

/**
 * SPEC.md §2: a user without ViewJobDetails who opens a list row sees the row it passed, never the
 * details call (the API refuses it): the fields the list already showed, without actions or people.
 */
export const JobRowSummary = ({ job, list }: { job: JobListItem; list: ListTarget }) => (
  <Box>
    <JobHeader job={job} list={list} actions={null} />
    <DetailsSection title="Job Details">
      <DetailList>
        <DetailItem label="Hospital" value={job.hospital} />
        <DetailItem label="Location" value={formatLocation(job)} />
        <DetailItem label="Unit" value={job.unit} />
        <DetailItem label="Unit Type" value={job.unitType} />
        <DetailItem label="Shift" value={job.shift} />
        <DetailItem label="Assignment Duration" value={formatWeeks(job.duration)} />
        <DetailItem label="Start Date" value={formatDate(job.startDate)} />
        <DetailItem label="Number of Positions" value={positionsLabel(job.availablePositions)} />
        <DetailItem label="Open Positions" value={job.openPositions} />
        <DetailItem label="Requisition ID" value={job.requisitionId} />
      </DetailList>
    </DetailsSection>
  </Box>
);
