import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdjustTimecardLineRequest, TimecardLine } from '@portal/domain/api/timecards';
import { FIELD_REQUIRED } from '@portal/domain/messages';
import { BREAK_MINUTES_MAX, CLOCK_PATTERN, TIMECARD_REASON_MAX } from '@portal/domain/timecards/timecard-rules';
import { formatDate } from '@/lib/display-format';

interface AdjustLineDialogProps {
  line: TimecardLine;
  version: number;
  busy: boolean;
  onCancel: () => void;
  onSave: (request: AdjustTimecardLineRequest) => void;
}

/**
 * The approver's change of one shift: start, end (the next day for a night shift), unpaid break or
 * a no-show, always with a reason the provider receives. The server checks the shift still fits the
 * week and its neighbours and says why when it does not.
 */
export const AdjustLineDialog = ({ line, version, busy, onCancel, onSave }: AdjustLineDialogProps) => {
  const titleId = useId();
  const [start, setStart] = useState(line.start);
  const [end, setEnd] = useState(line.end);
  const [overnight, setOvernight] = useState(line.overnight);
  const [breakMinutes, setBreakMinutes] = useState(String(line.breakMinutes));
  const [noShow, setNoShow] = useState(line.noShow);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const breakValue = Number(breakMinutes);
  const breakValid = breakMinutes.trim() !== '' && Number.isInteger(breakValue) && breakValue >= 0 && breakValue <= BREAK_MINUTES_MAX;
  const invalid = {
    start: !CLOCK_PATTERN.test(start),
    end: !CLOCK_PATTERN.test(end),
    breakMinutes: !breakValid,
    reason: reason.trim() === '',
  };

  const save = () => {
    setTouched(true);
    if (Object.values(invalid).some(Boolean)) return;
    onSave({ version, start, end, overnight, breakMinutes: breakValue, noShow, reason: reason.trim() });
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Adjust shift</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600, mb: 2 }}>{`${formatDate(line.date)} · sent as ${line.start} - ${line.end}, ${line.breakMinutes} min break`}</Typography>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2}>
            <TextField
              label="Start"
              type="time"
              value={start}
              onChange={(event) => setStart(event.target.value)}
              disabled={noShow}
              error={touched && invalid.start}
              helperText={touched && invalid.start ? FIELD_REQUIRED : undefined}
              fullWidth
            />
            <TextField
              label="End"
              type="time"
              value={end}
              onChange={(event) => setEnd(event.target.value)}
              disabled={noShow}
              error={touched && invalid.end}
              helperText={touched && invalid.end ? FIELD_REQUIRED : undefined}
              fullWidth
            />
          </Stack>
          <FormControlLabel control={<Checkbox checked={overnight} onChange={(event) => setOvernight(event.target.checked)} disabled={noShow} />} label="Ends the next day" />
          <TextField
            label="Unpaid break (minutes)"
            type="number"
            value={breakMinutes}
            onChange={(event) => setBreakMinutes(event.target.value)}
            disabled={noShow}
            error={touched && invalid.breakMinutes}
            helperText={touched && invalid.breakMinutes ? `Enter whole minutes from 0 to ${BREAK_MINUTES_MAX}` : undefined}
            slotProps={{ htmlInput: { min: 0, max: BREAK_MINUTES_MAX } }}
          />
          <FormControlLabel control={<Checkbox checked={noShow} onChange={(event) => setNoShow(event.target.checked)} />} label="No-show (not paid)" />
          <TextField
            required
            multiline
            minRows={2}
            label="Reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={touched && invalid.reason}
            helperText={touched && invalid.reason ? FIELD_REQUIRED : undefined}
            slotProps={{ htmlInput: { maxLength: TIMECARD_REASON_MAX } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button onClick={save} variant="contained" disabled={busy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
};
