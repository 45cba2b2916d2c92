import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { JobDetails } from '@portal/domain/api/jobs';
import type { ListTarget } from '@/components/back-to-list';
import { CLOSE_JOB, CloseJobDialog } from '../close-job/close-job-dialog';
import { useDeclineJob } from '../api/decline-job';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { JobDrawer } from '../job-form/job-drawer';
import { JobFieldsSection } from './job-fields-section';
import { JobHeader } from './job-header';
import { JobHistory } from './job-history';
import { JobApprovers, JobCandidates } from './job-people';

export const EDIT_BUTTON = 'Edit';
export const DECLINE_BUTTON = 'Decline';
/** Our text, in the manner of SPEC.md §5's 'Do you want to Approve?'. */
export const DECLINE_QUESTION = 'Do you want to Decline?';

type Opened = 'none' | 'edit' | 'decline' | 'close';

interface JobDetailsViewProps {
  job: JobDetails;
  list: ListTarget;
}

/** One job posting: its fields, approvers and candidates, and the actions the server allows this user. */
export const JobDetailsView = ({ job, list }: JobDetailsViewProps) => {
  const [opened, setOpened] = useState<Opened>('none');
  const decline = useDeclineJob(job);
  const closeAll = () => setOpened('none');

  const actions = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {job.actions.decline && (
        <Button variant="outlined" color="error" onClick={() => setOpened('decline')} loading={decline.isPending}>
          {DECLINE_BUTTON}
        </Button>
      )}
      {job.actions.close && (
        <Button variant="outlined" onClick={() => setOpened('close')}>
          {CLOSE_JOB}
        </Button>
      )}
      {job.actions.edit && (
        <Button variant="contained" onClick={() => setOpened('edit')}>
          {EDIT_BUTTON}
        </Button>
      )}
    </Box>
  );

  return (
    <Box>
      <JobHeader job={job} list={list} actions={actions} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <JobFieldsSection job={job} />
        <JobApprovers job={job} />
        <JobCandidates job={job} />
        <JobHistory jobId={job.jobId} />
      </Box>
      {job.actions.edit && <JobDrawer open={opened === 'edit'} onClose={closeAll} job={job} />}
      {job.actions.close && <CloseJobDialog open={opened === 'close'} onClose={closeAll} job={job} />}
      <ConfirmDialog
        open={opened === 'decline'}
        question={DECLINE_QUESTION}
        onAnswer={(yes) => {
          closeAll();
          if (yes) decline.mutate();
        }}
      />
    </Box>
  );
};
