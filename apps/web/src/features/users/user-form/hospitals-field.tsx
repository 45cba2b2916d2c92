import { Controller, type Control } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { UserForm } from '@portal/domain/users/user-form';

interface Hospital {
  hospitalId: string;
  name: string;
}

interface HospitalsFieldProps {
  control: Control<UserForm>;
  /** The editor's hospitals: the ones it may give or take away. */
  hospitals: readonly Hospital[];
  /** The edited user's hospitals; those outside the editor's show, but stay as they are. */
  outside: readonly Hospital[];
}

/** The facilities the user works at, several at once (SPEC.md §5: required for network users). */
export const HospitalsField = ({ control, hospitals, outside }: HospitalsFieldProps) => {
  const own = new Set(hospitals.map((h) => h.hospitalId));
  const options = [...hospitals, ...outside.filter((h) => !own.has(h.hospitalId))].sort((a, b) => a.name.localeCompare(b.name));
  const nameOf = (id: string) => options.find((h) => h.hospitalId === id)?.name ?? id;
  return (
    <Controller
      control={control}
      name="hospitalIds"
      render={({ field, fieldState }) => (
        <TextField
          select
          required
          fullWidth
          label="Hospitals"
          name={field.name}
          value={field.value}
          onChange={(event) => {
            const value = event.target.value as unknown as string[] | string;
            field.onChange(typeof value === 'string' ? value.split(',') : value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{ select: { multiple: true, renderValue: (selected) => (selected as string[]).map(nameOf).join(', ') } }}
        >
          {options.map((hospital) => (
            <MenuItem key={hospital.hospitalId} value={hospital.hospitalId} disabled={!own.has(hospital.hospitalId)}>
              <Checkbox checked={field.value.includes(hospital.hospitalId)} size="small" />
              <ListItemText primary={hospital.name} />
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
};
