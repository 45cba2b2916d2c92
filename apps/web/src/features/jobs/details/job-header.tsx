import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { JobDetails } from '@portal/domain/api/jobs';
import { BackToListLink, type ListTarget } from '@/components/back-to-list';
import { DetailsTitle } from '@/components/details-title';
import { StatusChip } from '@/components/status-chip';

interface JobHeaderProps {
  job: JobDetails;
  list: ListTarget;
  actions: ReactNode;
}

/** The job's title, status and Job #, the actions the user may take, and the way back to the list. */
export const JobHeader = ({ job, list, actions }: JobHeaderProps) => (
  <Box component="header" sx={{ mb: 3 }}>
    <BackToListLink list={list} />
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <DetailsTitle title={job.jobTitle} status={<StatusChip kind="job" status={job.postingStatus} />} subtitle={`Job # ${job.externalId}`} />
      </Box>
      {actions}
    </Box>
  </Box>
);
