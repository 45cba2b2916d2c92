import { Controller, type Control } from 'react-hook-form';
import { format, isValid, parseISO } from 'date-fns';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { JobForm } from '@portal/domain/jobs/job-form';
import type { FieldOption } from './job-form-options';

type SelectName = 'hospitalId' | 'unitId' | 'titleId' | 'reasonRequest' | 'shiftId' | 'shiftLengthId' | 'assignmentDuration' | 'approverId';

interface JobSelectProps {
  control: Control<JobForm>;
  name: SelectName;
  label: string;
  options: readonly FieldOption[];
  required?: boolean;
  disabled?: boolean;
  /** Runs after the value changed (a new hospital clears what depended on the old one). */
  onChanged?: () => void;
}

/** A select of the job form; every option value is a string, Assignment Duration is stored as its number of weeks. */
export const JobSelect = ({ control, name, label, options, required = true, disabled = false, onChanged }: JobSelectProps) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => {
      const value = String(field.value);
      return (
        <TextField
          select
          required={required}
          disabled={disabled}
          fullWidth
          label={label}
          name={field.name}
          // Until the options arrive a stored value has nothing to show.
          value={options.some((option) => option.value === value) ? value : ''}
          onChange={(event) => {
            field.onChange(name === 'assignmentDuration' ? Number(event.target.value) : event.target.value);
            onChanged?.();
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      );
    }}
  />
);

interface JobTextProps {
  control: Control<JobForm>;
  name: 'positions' | 'notes';
  label: string;
  required?: boolean;
  disabled?: boolean;
}

/** Number of Positions (typed digits) or Notes. */
export const JobText = ({ control, name, label, required = false, disabled = false }: JobTextProps) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <TextField
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        required={required}
        disabled={disabled}
        fullWidth
        label={label}
        multiline={name === 'notes'}
        minRows={name === 'notes' ? 3 : undefined}
        error={!!fieldState.error}
        helperText={fieldState.error?.message}
        slotProps={name === 'positions' ? { htmlInput: { inputMode: 'numeric' } } : undefined}
      />
    )}
  />
);

/** A picked day as the API's yyyy-mm-dd; a half-typed one stays invalid so the schema says so. */
const isoDay = (date: Date | null): string => {
  if (date === null) return '';
  return isValid(date) ? format(date, 'yyyy-MM-dd') : 'invalid';
};

interface JobStartDateProps {
  control: Control<JobForm>;
  /** The earliest day the calendar offers, yyyy-mm-dd. */
  minDate: string;
  disabled?: boolean;
}

export const JobStartDate = ({ control, minDate, disabled = false }: JobStartDateProps) => (
  <Controller
    control={control}
    name="startDate"
    render={({ field, fieldState }) => (
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <DatePicker
          label="Start Date"
          format="MM/dd/yyyy"
          value={field.value ? parseISO(field.value) : null}
          onChange={(date) => field.onChange(isoDay(date))}
          minDate={parseISO(minDate)}
          disabled={disabled}
          slotProps={{
            textField: {
              required: true,
              fullWidth: true,
              name: field.name,
              inputRef: field.ref,
              onBlur: field.onBlur,
              error: !!fieldState.error,
              helperText: fieldState.error?.message,
            },
          }}
        />
      </LocalizationProvider>
    )}
  />
);
