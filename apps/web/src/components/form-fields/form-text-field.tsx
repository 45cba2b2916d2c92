import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import TextField from '@mui/material/TextField';

interface FormTextFieldProps<TForm extends FieldValues> {
  control: Control<TForm>;
  name: Path<TForm>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Several lines of free text, such as notes. */
  multiline?: boolean;
  /** Phones offer digits for a number typed as text. */
  numeric?: boolean;
  maxLength?: number;
}

/** A text field of a side drawer form, wired to react-hook-form with its validation message. */
export const FormTextField = <TForm extends FieldValues>({
  control,
  name,
  label,
  required = false,
  disabled = false,
  multiline = false,
  numeric = false,
  maxLength,
}: FormTextFieldProps<TForm>) => (
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
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        error={!!fieldState.error}
        helperText={fieldState.error?.message}
        slotProps={{ htmlInput: { inputMode: numeric ? 'numeric' : undefined, maxLength } }}
      />
    )}
  />
);
