import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReportFilters } from '@portal/domain/api/insights';
import { RECIPIENTS_REQUIRED, SCHEDULE_FORMATS, type Colleague, type ScheduleFormat } from '@portal/domain/api/report-schedules';
import { SCHEDULE_FREQUENCIES, type ScheduleFrequency } from '@portal/domain/insights/report-schedule-times';
import { SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { hasStatus } from '@/lib/api-error';
import { useSession } from '@/lib/session/session-context';
import { useCreateReportSchedule } from '../api/create-report-schedule';
import { browserTimeZone, localHourLabel } from './local-schedule-times';
import { RecipientsField } from './recipients-field';
import { FORMAT_LABELS, FREQUENCY_LABELS, MONTH_DAY_OPTIONS, SCHEDULE_EMAIL, WEEKDAY_OPTIONS } from './schedule-options';

export const SCHEDULE_PROMPT = 'E-mail this report, with the filters shown on this page, on a schedule. Nothing is sent when it has no rows.';

interface ScheduleEmailDialogProps {
  open: boolean;
  onClose: () => void;
  reportId: string;
  reportName: string;
  filters: ReportFilters;
}

/** A client user's own account as a recipient: the default. Internal users belong to no network and start empty. */
const useMe = (): Colleague[] => {
  const { contact, internal } = useSession();
  return internal ? [] : [{ id: contact.userId, name: `${contact.firstName} ${contact.lastName}`, email: contact.email }];
};

/** The stored hours, UTC; each labelled in the user's zone (docs/decisions/0123-schedule-times-in-the-browsers-zone.md). */
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Mounted while open, so each opening starts from the defaults with a new Idempotency-Key. */
const ScheduleEmailForm = ({ onClose, reportId, reportName, filters }: Omit<ScheduleEmailDialogProps, 'open'>) => {
  const titleId = useId();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const create = useCreateReportSchedule(idempotencyKey);
  const [frequency, setFrequency] = useState<ScheduleFrequency>('weekly');
  const [weekday, setWeekday] = useState(1);
  const [monthDay, setMonthDay] = useState(1);
  const [hour, setHour] = useState(7);
  const [zone] = useState(browserTimeZone);
  const [format, setFormat] = useState<ScheduleFormat>('xlsx');
  const [recipients, setRecipients] = useState(useMe());
  const [sendNow, setSendNow] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const missingRecipients = submitted && recipients.length === 0;

  const leave = () => {
    if (!create.isPending) onClose();
  };
  const submit = () => {
    setSubmitted(true);
    if (recipients.length === 0) return;
    create.mutate(
      {
        reportId,
        filters,
        frequency,
        weekday: frequency === 'weekly' ? weekday : null,
        monthDay: frequency === 'monthly' ? monthDay : null,
        hour,
        format,
        recipientIds: recipients.map((r) => r.id),
        sendNow,
      },
      { onSuccess: onClose },
    );
  };
  const failure = create.error ? (hasStatus(create.error) && create.error.status < 500 ? create.error.message : SOMETHING_WENT_WRONG) : undefined;

  return (
    <Dialog open onClose={leave} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {SCHEDULE_EMAIL}: {reportName}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{SCHEDULE_PROMPT}</DialogContentText>
        <TextField select label="Frequency" value={frequency} onChange={(e) => setFrequency(e.target.value as ScheduleFrequency)} sx={{ mt: 1 }}>
          {SCHEDULE_FREQUENCIES.map((f) => (
            <MenuItem key={f} value={f}>
              {FREQUENCY_LABELS[f]}
            </MenuItem>
          ))}
        </TextField>
        {frequency === 'weekly' && (
          <TextField select label="Day of the week" value={weekday} onChange={(e) => setWeekday(Number(e.target.value))}>
            {WEEKDAY_OPTIONS.map((d) => (
              <MenuItem key={d.value} value={d.value}>
                {d.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {frequency === 'monthly' && (
          <TextField select label="Day of the month" value={monthDay} onChange={(e) => setMonthDay(Number(e.target.value))}>
            {MONTH_DAY_OPTIONS.map((d) => (
              <MenuItem key={d} value={d}>
                {d}
              </MenuItem>
            ))}
          </TextField>
        )}
        {/* The local time, its zone and UTC do not fit one line of a phone: the choice wraps rather than cut. */}
        <TextField
          select
          label="Time"
          value={hour}
          onChange={(e) => setHour(Number(e.target.value))}
          sx={{ '& .MuiSelect-select': { whiteSpace: 'normal' } }}
        >
          {HOURS.map((h) => (
            <MenuItem key={h} value={h}>
              {localHourLabel(h, zone)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Send as" value={format} onChange={(e) => setFormat(e.target.value as ScheduleFormat)}>
          {SCHEDULE_FORMATS.map((f) => (
            <MenuItem key={f} value={f}>
              {FORMAT_LABELS[f]}
            </MenuItem>
          ))}
        </TextField>
        <RecipientsField value={recipients} onChange={setRecipients} error={missingRecipients ? RECIPIENTS_REQUIRED : undefined} />
        <FormControlLabel control={<Checkbox checked={sendNow} onChange={(e) => setSendNow(e.target.checked)} />} label="Also send the first one now" />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={leave} disabled={create.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} loading={create.isPending}>
          Schedule
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** The report viewer's "Schedule e-mail" dialog: frequency, time, format and recipients (issue 16, item 5). */
export const ScheduleEmailDialog = ({ open, ...props }: ScheduleEmailDialogProps) => (open ? <ScheduleEmailForm {...props} /> : null);
