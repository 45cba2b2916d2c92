import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { Interview } from '@portal/domain/api/interviews';
import { INTERVIEW_KIND_LABELS, INTERVIEW_STATUS_LABELS } from '@portal/domain/interviews/interview-rules';
import { interviewTimeLabel } from '@portal/domain/interviews/interview-time';
import { DetailItem, DetailList, DetailsSection } from '@/components/details-section';
import { useChangeInterview } from '../api/change-interview';
import { CANCEL_INTERVIEW, CancelInterviewDialog } from './cancel-interview-dialog';
import { PROPOSE_NEW_TIMES, RescheduleDrawer } from './reschedule-drawer';

type Opened = 'none' | 'reschedule' | 'cancel';

/** The proposed times; while the provider's times wait for the hospital, each can be chosen. */
const ProposedTimes = ({ interview, canChoose }: { interview: Interview; canChoose: boolean }) => {
  const change = useChangeInterview(interview.id);
  return (
    <List dense disablePadding aria-label="Proposed times">
      {interview.slots.map((slot) => (
        <ListItem
          key={slot.start}
          disableGutters
          secondaryAction={
            canChoose && (
              <Button
                size="small"
                variant="outlined"
                loading={change.isPending && change.variables.action === 'choose' && change.variables.start === slot.start}
                onClick={() => change.mutate({ action: 'choose', version: interview.version, start: slot.start })}
                aria-label={`Choose ${interviewTimeLabel(slot.start, interview.timeZone)}`}
              >
                Choose
              </Button>
            )
          }
        >
          <ListItemText primary={interviewTimeLabel(slot.start, interview.timeZone)} />
        </ListItem>
      ))}
    </List>
  );
};

/** The candidate's open interview: how, when (in the hospital's zone), with whom, and what the user may change. */
export const InterviewSection = ({ interview, canChange }: { interview: Interview; canChange: boolean }) => {
  const [opened, setOpened] = useState<Opened>('none');
  const close = () => setOpened('none');
  const actions = canChange && (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" color="error" onClick={() => setOpened('cancel')}>
        {CANCEL_INTERVIEW}
      </Button>
      <Button variant="outlined" onClick={() => setOpened('reschedule')}>
        {PROPOSE_NEW_TIMES}
      </Button>
    </Box>
  );
  return (
    <DetailsSection title="Interview" action={actions}>
      <DetailList>
        <DetailItem label="Status" value={<Chip size="small" label={INTERVIEW_STATUS_LABELS[interview.status]} color={interview.status === 'Confirmed' ? 'success' : 'default'} />} />
        {interview.confirmed && <DetailItem label="Time" value={interviewTimeLabel(interview.confirmed.start, interview.timeZone)} />}
        <DetailItem label="Type" value={`${INTERVIEW_KIND_LABELS[interview.kind]}, ${interview.durationMinutes} minutes`} />
        <DetailItem label={interview.kind === 'phone' ? 'Phone number' : 'Call link'} value={interview.contact} />
        <DetailItem label="Interviewer" value={interview.interviewer.name} />
        <DetailItem label="Requested by" value={interview.requestedBy.name} />
        {interview.reason && <DetailItem label="Reason" value={interview.reason} wide />}
        {interview.slots.length > 0 && (
          <DetailItem
            label={interview.status === 'Proposed' ? "The provider's times" : 'Times asked for'}
            value={<ProposedTimes interview={interview} canChoose={canChange && interview.status === 'Proposed'} />}
            wide
          />
        )}
      </DetailList>
      {opened === 'reschedule' && <RescheduleDrawer open onClose={close} interview={interview} />}
      {opened === 'cancel' && <CancelInterviewDialog interview={interview} onClose={close} />}
    </DetailsSection>
  );
};
