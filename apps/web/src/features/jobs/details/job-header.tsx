import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { JobListItem } from '@portal/domain/api/job-list';
import { BackToListLink, type ListTarget } from '@/components/back-to-list';
import { DetailsTitle } from '@/components/details-title';
import { StatusChip } from '@/components/status-chip';

interface JobHeaderProps {
  /** What a list row holds too, so a row opened without ViewJobDetails has the same header. */
  job: Pick<JobListItem, 'jobTitle' | 'postingStatus' | 'externalId'>;
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
