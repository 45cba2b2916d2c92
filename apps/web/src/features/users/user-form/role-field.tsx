import { Controller, useWatch, type Control } from 'react-hook-form';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UserTypeOption } from '@portal/domain/api/users';
import type { UserForm } from '@portal/domain/users/user-form';

interface RoleFieldProps {
  control: Control<UserForm>;
  /** The roles the editor may give (never Client Admin, SPEC.md §6). */
  types: readonly UserTypeOption[];
  /** The edited user's role, shown even when the editor may not give it. */
  current?: { id: number; label: string } | undefined;
}

/** The role choice with the chosen role's 'Can access' list (SPEC.md §6). */
export const RoleField = ({ control, types, current }: RoleFieldProps) => {
  const chosen = useWatch({ control, name: 'userTypeId' });
  const options = current && !types.some((type) => type.id === current.id) ? [...types, { ...current, canAccess: [], locked: true }] : types;
  const canAccess = types.find((type) => type.id === chosen)?.canAccess ?? [];
  return (
    <Box>
      <Controller
        control={control}
        name="userTypeId"
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            fullWidth
            label="User Type"
            name={field.name}
            value={options.some((option) => option.id === field.value) ? String(field.value) : ''}
            onChange={(event) => field.onChange(Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
          >
            {options.map((option) => (
              <MenuItem key={option.id} value={String(option.id)} disabled={'locked' in option}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {canAccess.length > 0 && (
        <Box sx={{ mt: 1, px: 1.5, py: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
          <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
            Can access
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {canAccess.map((entry) => (
              <Typography key={entry} component="li" variant="body2">
                {entry}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
};
