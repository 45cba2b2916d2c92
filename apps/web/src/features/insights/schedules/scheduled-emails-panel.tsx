import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReportSchedule } from '@portal/domain/api/report-schedules';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SectionError } from '@/components/section-error';
import { formatDateTime } from '@/lib/display-format';
import { useCancelReportSchedule } from '../api/cancel-report-schedule';
import { useReportSchedules } from '../api/get-report-schedules';
import { browserTimeZone, describeLocalTiming } from './local-schedule-times';
import { FORMAT_LABELS, SCHEDULED_EMAILS } from './schedule-options';

/** Ours: SPEC.md has no scheduled e-mails. */
export const NO_SCHEDULES = 'You have no scheduled e-mails. Open a report and choose Schedule e-mail.';
export const NO_SCHEDULES_OF_REPORT = 'You have no scheduled e-mails of this report. Choose Schedule e-mail to add one.';
export const CANCEL_SCHEDULE_QUESTION = 'Do you want to cancel this scheduled e-mail?';

const FILTER_KEYS = ['from', 'to', 'hospitalId', 'unit', 'title'] as const;

/** The viewer's address with the schedule's filters, as the e-mail's link has it. */
const reportPath = (schedule: ReportSchedule) => {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = schedule.filters[key];
    if (value) search.set(key, value);
  }
  const query = search.toString();
  return `/insights/reports/${encodeURIComponent(schedule.reportId)}${query ? `?${query}` : ''}`;
};

const ScheduleItem = ({ schedule, zone, onCancel }: { schedule: ReportSchedule; zone: string; onCancel: () => void }) => (
  <ListItem divider sx={{ flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'flex-start', sm: 'center' }, gap: 1 }}>
    <Stack sx={{ flexGrow: 1, minWidth: 0 }} spacing={0.25}>
      <Link component={RouterLink} to={reportPath(schedule)} sx={{ fontWeight: 600 }}>
        {schedule.reportName}
      </Link>
      <Typography variant="body2">
        {describeLocalTiming(schedule, zone)} · {FORMAT_LABELS[schedule.format]}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        To: {schedule.recipients.map((r) => r.name).join(', ') || 'no active recipient'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Next: {formatDateTime(schedule.nextRunAt)}
        {schedule.lastRunAt && ` · Last: ${formatDateTime(schedule.lastRunAt)} (${schedule.lastOutcome ?? 'running'})`}
      </Typography>
    </Stack>
    <Button variant="outlined" color="error" onClick={onCancel} aria-label={`Cancel the scheduled e-mail of ${schedule.reportName}`}>
      Cancel
    </Button>
  </ListItem>
);

/**
 * The user's scheduled report e-mails, each cancellable (issue 16, item 5): all of them on the reports
 * catalogue, or those of one report on its page (`reportId`).
 */
export const ScheduledEmailsPanel = ({ reportId }: { reportId?: string }) => {
  const schedules = useReportSchedules();
  const shown = reportId === undefined ? schedules.data : schedules.data?.filter((schedule) => schedule.reportId === reportId);
  const cancel = useCancelReportSchedule();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [zone] = useState(browserTimeZone);
  return (
    <Paper component="section" aria-labelledby="scheduled-emails-heading" variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography id="scheduled-emails-heading" variant="h6" component="h2">
        {SCHEDULED_EMAILS}
      </Typography>
      {schedules.isError ? (
        <SectionError onRefresh={() => void schedules.refetch()} />
      ) : !shown ? (
        <LinearProgress aria-label="Loading the scheduled e-mails" />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">{reportId === undefined ? NO_SCHEDULES : NO_SCHEDULES_OF_REPORT}</Typography>
      ) : (
        <List aria-label={SCHEDULED_EMAILS} disablePadding>
          {shown.map((schedule) => (
            <ScheduleItem key={schedule.id} schedule={schedule} zone={zone} onCancel={() => setCancelling(schedule.id)} />
          ))}
        </List>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        question={CANCEL_SCHEDULE_QUESTION}
        onAnswer={(yes) => {
          if (yes && cancelling) cancel.mutate(cancelling);
          setCancelling(null);
        }}
      />
    </Paper>
  );
};
