import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { format, isValid, parseISO } from 'date-fns';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

/** A picked day as the API's yyyy-mm-dd; a half-typed one stays invalid so the schema says so. */
const isoDay = (date: Date | null): string => {
  if (date === null) return '';
  return isValid(date) ? format(date, 'yyyy-MM-dd') : 'invalid';
};

interface DateFieldProps<TForm extends FieldValues> {
  control: Control<TForm>;
  /** A field holding a yyyy-mm-dd day. */
  name: Path<TForm>;
  label: string;
  /** The earliest day the calendar offers, yyyy-mm-dd. */
  minDate: string;
  disabled?: boolean;
}

/** A required day of a side drawer form, typed or picked as MM/dd/yyyy and stored as yyyy-mm-dd. */
export const DateField = <TForm extends FieldValues>({ control, name, label, minDate, disabled = false }: DateFieldProps<TForm>) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <DatePicker
          label={label}
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
