import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  STARTS_STOPS_DATE_TYPE_LABELS,
  STARTS_STOPS_DATE_TYPES,
  STARTS_STOPS_WINDOWS,
  startsStopsWindowLabel,
} from '@portal/domain/deals/starts-stops';

interface StartsStopsSelectsProps {
  dateType: string;
  window: string;
  onDateType: (value: string) => void;
  onWindow: (value: string) => void;
}

/** Date Type and the Next N Days window of the Starts / Stops page (SPEC.md §2, §9). */
export const StartsStopsSelects = ({ dateType, window, onDateType, onWindow }: StartsStopsSelectsProps) => (
  <>
    <TextField select size="small" label="Date Type" value={dateType} onChange={(event) => onDateType(event.target.value)} sx={{ minWidth: 150 }}>
      {STARTS_STOPS_DATE_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {STARTS_STOPS_DATE_TYPE_LABELS[type]}
        </MenuItem>
      ))}
    </TextField>
    <TextField select size="small" label="Window" value={window} onChange={(event) => onWindow(event.target.value)} sx={{ minWidth: 150 }}>
      {STARTS_STOPS_WINDOWS.map((days) => (
        <MenuItem key={days} value={String(days)}>
          {startsStopsWindowLabel(days)}
        </MenuItem>
      ))}
    </TextField>
  </>
);
