import { Controller, type Control } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import type { UserForm } from '@portal/domain/users/user-form';
import { maskPhone } from './phone-mask';

/** The phone number, masked (###)###-#### as it is typed (SPEC.md §5). */
export const PhoneField = ({ control }: { control: Control<UserForm> }) => (
  <Controller
    control={control}
    name="phoneNumber"
    render={({ field, fieldState }) => (
      <TextField
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(maskPhone(event.target.value))}
        onBlur={field.onBlur}
        inputRef={field.ref}
        required
        fullWidth
        label="Phone Number"
        placeholder="(###)###-####"
        error={!!fieldState.error}
        helperText={fieldState.error?.message}
        slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
      />
    )}
  />
);
