import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import type { TimecardLine } from '@portal/domain/api/timecards';
import { hoursText, SHIFT_TYPE_LABELS } from '@portal/domain/timecards/timecard-rules';
import { formatDate, formatDateTime } from '@/lib/display-format';

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
const shiftText = (line: Pick<TimecardLine, 'start' | 'end' | 'overnight'>) => `${line.start} - ${line.end}${line.overnight ? ' (next day)' : ''}`;

interface TimecardLinesProps {
  lines: readonly TimecardLine[];
  /** Offered while the week waits and the user may decide it. */
  onAdjust?: (line: TimecardLine) => void;
}

/** The week's shifts, one row each: times, break, paid hours, the exceptions flagged on it and any adjustment with its reason. */
export const TimecardLines = ({ lines, onAdjust }: TimecardLinesProps) => (
  <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Shifts">
    {lines.map((line) => (
      <Box
        component="li"
        key={line.id}
        aria-label={`Shift of ${formatDate(line.date)}`}
        sx={{ border: 1, borderColor: line.exceptions.length > 0 ? 'warning.main' : 'divider', borderRadius: 1, p: 1.5 }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
          <Typography sx={{ fontWeight: 700, minWidth: '9rem' }}>{`${weekday(line.date)} ${formatDate(line.date)}`}</Typography>
          <Typography sx={{ minWidth: '10rem', textDecoration: line.noShow ? 'line-through' : undefined }}>{shiftText(line)}</Typography>
          <Typography color="text.secondary">{`${line.breakMinutes} min break`}</Typography>
          <Typography color="text.secondary">{SHIFT_TYPE_LABELS[line.shiftType]}</Typography>
          <Typography sx={{ fontWeight: 600 }}>{line.noShow ? 'No-show' : `${hoursText(line.paidMinutes)} h`}</Typography>
          {onAdjust && (
            <Button size="small" variant="outlined" onClick={() => onAdjust(line)} sx={{ ml: { sm: 'auto' } }} aria-label={`Adjust shift of ${formatDate(line.date)}`}>
              Adjust
            </Button>
          )}
        </Box>
        {line.note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {`Note: ${line.note}`}
          </Typography>
        )}
        {line.exceptions.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            {line.exceptions.map((exception) => (
              <Chip key={exception.kind} size="small" color="warning" variant="outlined" icon={<WarningAmberOutlined />} label={exception.text} sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }} />
            ))}
          </Box>
        )}
        {line.adjustment && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {`Adjusted by ${line.adjustment.by} on ${formatDateTime(line.adjustment.at)}: ${line.adjustment.reason}. Sent as ${
              line.adjustment.original.noShow ? 'a no-show' : `${shiftText(line.adjustment.original)}, ${line.adjustment.original.breakMinutes} min break`
            }.`}
          </Typography>
        )}
      </Box>
    ))}
  </Stack>
);
