import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

/** 'America/Los_Angeles (PST)': the zone the times are read in, with the name its clocks show today. */
export const zoneLabel = (timeZone: string): string => {
  const short = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value;
  return short ? `${timeZone} (${short})` : timeZone;
};

export const TIME_LABELS = ['First time', 'Second time (optional)', 'Third time (optional)'] as const;

interface SlotFieldsProps<TForm extends FieldValues> {
  control: Control<TForm>;
  timeZone: string;
}

/** The 1-3 proposed times, on the hospital's clock (the zone is said above them). */
export const SlotFields = <TForm extends FieldValues>({ control, timeZone }: SlotFieldsProps<TForm>) => (
  <>
    <Typography variant="body2" color="text.secondary">
      Times are the hospital&apos;s: {zoneLabel(timeZone)}.
    </Typography>
    {(['slot1', 'slot2', 'slot3'] as const).map((name, index) => (
      <Controller
        key={name}
        control={control}
        name={name as Path<TForm>}
        render={({ field, fieldState }) => (
          <TextField
            type="datetime-local"
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            required={index === 0}
            fullWidth
            label={TIME_LABELS[index]}
            error={!!fieldState.error}
            helperText={fieldState.error?.message}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
      />
    ))}
  </>
);
