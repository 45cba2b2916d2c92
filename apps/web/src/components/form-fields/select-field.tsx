import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectFieldProps<TForm extends FieldValues> {
  control: Control<TForm>;
  name: Path<TForm>;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  disabled?: boolean;
  /** The form stores a number (a duration in weeks), not the option's text. */
  numeric?: boolean;
  /** Runs after the value changed (a new hospital clears what depended on the old one). */
  onChanged?: () => void;
}

/** A select of a side drawer form, wired to react-hook-form with its validation message. */
export const SelectField = <TForm extends FieldValues>({
  control,
  name,
  label,
  options,
  required = true,
  disabled = false,
  numeric = false,
  onChanged,
}: SelectFieldProps<TForm>) => (
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
          value={options.some((option) => String(option.value) === value) ? value : ''}
          onChange={(event) => {
            field.onChange(numeric ? Number(event.target.value) : event.target.value);
            onChanged?.();
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={String(option.value)}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      );
    }}
  />
);
