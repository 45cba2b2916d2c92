import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { JobDetails } from '@portal/domain/api/jobs';
import { StatusChip } from '../../../components/status-chip';

interface JobHeaderProps {
  job: JobDetails;
  list: { path: string; label: string };
  actions: ReactNode;
}

/** The job's title, status and Job #, the actions the user may take, and the way back to the list. */
export const JobHeader = ({ job, list, actions }: JobHeaderProps) => (
  <Box component="header" sx={{ mb: 3 }}>
    <Link component={RouterLink} to={list.path} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1.5 }}>
      <ArrowBack fontSize="small" aria-hidden />
      {`Back to ${list.label}`}
    </Link>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
      <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {job.jobTitle}
          </Typography>
          <StatusChip kind="job" status={job.postingStatus} />
        </Box>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {`Job # ${job.externalId}`}
        </Typography>
      </Box>
      {actions}
    </Box>
  </Box>
);
