import { useState } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinkOff from '@mui/icons-material/LinkOff';
import Stack from '@mui/material/Stack';
import { routeById } from '@portal/domain/access/routes';
import type { TimecardDetails, TimecardLine } from '@portal/domain/api/timecards';
import { hoursText, TIMECARD_APPROVE_PROMPT } from '@portal/domain/timecards/timecard-rules';
import { AlertScreen } from '@/components/alert-screen';
import { BackToListButton, BackToListLink } from '@/components/back-to-list';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DetailItem, DetailList, DetailsSection } from '@/components/details-section';
import { DetailsTitle } from '@/components/details-title';
import { LoadingScreen } from '@/components/loading-screen';
import { SectionError } from '@/components/section-error';
import { StatusChip } from '@/components/status-chip';
import { errorStatus } from '@/lib/api-error';
import { formatDateTime } from '@/lib/display-format';
import { useChangeTimecard } from '../api/decide-timecard';
import { useTimecardDetails } from '../api/get-timecard-details';
import { AdjustLineDialog } from '../adjust-line/adjust-line-dialog';
import { ExceptionsChip, hoursAgainstSchedule, travelerName, weekText } from '../list/timecard-columns';
import { RejectWeekDialog } from './reject-week-dialog';
import { TimecardLines } from './timecard-lines';

/** Our text: SPEC.md names none for timecards. */
const TIMECARD_UNAVAILABLE = 'This timecard does not exist or is not of your hospitals.';
const LIST = { path: routeById('timecards').path, label: routeById('timecards').label };

type Open = { kind: 'approve' } | { kind: 'reject' } | { kind: 'adjust'; line: TimecardLine } | null;

const TimecardView = ({ week }: { week: TimecardDetails }) => {
  const change = useChangeTimecard();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const after = { onSettled: close };

  return (
    <Stack spacing={3}>
      <Box>
        <BackToListLink list={LIST} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}>
          <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
            <DetailsTitle title={travelerName(week)} status={<StatusChip kind="job" status={week.status} />} subtitle={`Week of ${weekText(week.weekStart)} · ${week.hospital} · ${week.unit}`} />
          </Box>
          {week.canDecide && (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button variant="outlined" color="error" onClick={() => setOpen({ kind: 'reject' })} disabled={change.isPending}>
                Reject
              </Button>
              <Button variant="contained" onClick={() => setOpen({ kind: 'approve' })} disabled={change.isPending}>
                Approve
              </Button>
            </Box>
          )}
        </Box>
      </Box>
      <DetailsSection title="Week">
        <DetailList>
          <DetailItem label="Hours worked" value={hoursAgainstSchedule(week)} />
          <DetailItem label="Contract hours" value={week.contractHours === null ? 'N/A' : `${week.contractHours} h a week`} />
          <DetailItem label="Exceptions" value={<ExceptionsChip count={week.exceptions} />} />
          <DetailItem label="Submitted" value={formatDateTime(week.submittedAt)} />
          <DetailItem label="Due By" value={formatDateTime(week.dueAt)} />
          <DetailItem label="Title" value={week.title} />
          {week.decidedAt && <DetailItem label={week.status === 'Rejected' ? 'Rejected' : 'Approved'} value={`${formatDateTime(week.decidedAt)} by ${week.decidedBy ?? 'N/A'}`} />}
          {week.rejectReason && <DetailItem label="Reason" value={week.rejectReason} wide />}
        </DetailList>
      </DetailsSection>
      <DetailsSection title={`Shifts (${hoursText(week.workedMinutes)} h paid)`}>
        <TimecardLines lines={week.lines} onAdjust={week.canDecide ? (line) => setOpen({ kind: 'adjust', line }) : undefined} />
      </DetailsSection>
      <ConfirmDialog
        open={open?.kind === 'approve'}
        question={TIMECARD_APPROVE_PROMPT}
        onAnswer={(yes) => (yes ? change.mutate({ kind: 'approve', id: week.id, version: week.version }, after) : close())}
      />
      {open?.kind === 'reject' && (
        <RejectWeekDialog busy={change.isPending} onCancel={close} onReject={(reason) => change.mutate({ kind: 'reject', id: week.id, version: week.version, reason }, after)} />
      )}
      {open?.kind === 'adjust' && (
        <AdjustLineDialog
          line={open.line}
          version={week.version}
          busy={change.isPending}
          onCancel={close}
          onSave={(request) => change.mutate({ kind: 'adjust', id: week.id, lineId: open.line.id, request }, after)}
        />
      )}
    </Stack>
  );
};

/** /timecards/:timecardId: one traveller's week, approved, rejected or adjusted here. */
export const TimecardDetailsPage = () => {
  const { timecardId = '' } = useParams();
  const details = useTimecardDetails(timecardId);
  if (details.error && errorStatus(details.error) === 404) {
    return <AlertScreen icon={LinkOff} heading="Timecard not found" message={TIMECARD_UNAVAILABLE} action={<BackToListButton list={LIST} />} />;
  }
  if (details.error) return <SectionError onRefresh={() => void details.refetch()} />;
  if (!details.data) return <LoadingScreen label="Loading timecard" />;
  return <TimecardView week={details.data} />;
};
