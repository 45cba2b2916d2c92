import { useMemo } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { format, isValid, parseISO } from 'date-fns';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { CurrentAssignment } from '@portal/domain/api/assignment-details';
import {
  ASSIGNED_NAME_MAX,
  DURATION_WEEKS,
  extensionFormDefaults,
  extensionFormSchema,
  JOB_REASONS,
  SHIFT_LENGTHS,
  weeksLabel,
  type ExtensionForm,
} from '@portal/domain/deals/extension-form';
import { SideDrawerForm } from '../../../components/side-drawer/side-drawer-form';
import { useRequestExtension } from '../api/use-request-extension';
import { DetailItem, DetailList } from '../../../components/details-section';

/** Our texts (SPEC.md names the drawer but not its title or subtitle in extension mode). */
export const REQUEST_EXTENSION_TITLE = 'Request Extension';
export const REQUEST_EXTENSION_SUBTITLE = 'Fill out the form to request an extension of this assignment.';
export const REQUEST_BUTTON = 'Request';

/** A picked day as the API's yyyy-mm-dd; a half-typed one stays invalid so the schema says so. */
const isoDay = (date: Date | null): string => {
  if (date === null) return '';
  return isValid(date) ? format(date, 'yyyy-MM-dd') : 'invalid';
};

interface SelectFieldProps {
  control: Control<ExtensionForm>;
  name: 'reasonRequest' | 'shiftLength' | 'assignmentDuration';
  label: string;
  options: readonly { value: string | number; label: string }[];
}

const SelectField = ({ control, name, label, options }: SelectFieldProps) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <TextField
        select
        required
        fullWidth
        label={label}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(name === 'assignmentDuration' ? Number(event.target.value) : event.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={!!fieldState.error}
        helperText={fieldState.error?.message}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    )}
  />
);

interface TextFieldProps {
  control: Control<ExtensionForm>;
  name: 'assignedName' | 'notes';
  label: string;
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
}

const FormTextField = ({ control, name, label, required = false, multiline = false, maxLength }: TextFieldProps) => (
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
        fullWidth
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        label={label}
        error={!!fieldState.error}
        helperText={fieldState.error?.message}
        slotProps={maxLength ? { htmlInput: { maxLength } } : undefined}
      />
    )}
  />
);

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const DURATION_OPTIONS = DURATION_WEEKS.map((weeks) => ({ value: weeks, label: weeksLabel(weeks) }));

interface ExtensionDrawerProps {
  open: boolean;
  onClose: () => void;
  assignment: CurrentAssignment;
}

/** The side drawer in extension mode: the job as it is, and what the extension asks for (SPEC.md §5). */
export const ExtensionDrawer = ({ open, onClose, assignment }: ExtensionDrawerProps) => {
  const schema = useMemo(() => extensionFormSchema(assignment.assignmentStartDate), [assignment.assignmentStartDate]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: extensionFormDefaults(assignment) });
  const request = useRequestExtension(assignment);
  const job = assignment.jobEntity;

  return (
    <SideDrawerForm
      open={open}
      onClose={onClose}
      title={REQUEST_EXTENSION_TITLE}
      subtitle={REQUEST_EXTENSION_SUBTITLE}
      submitLabel={REQUEST_BUTTON}
      form={form}
      onSubmit={async (values) => {
        await request.mutateAsync(values);
      }}
    >
      <DetailList>
        <DetailItem label="Hospital" value={job.hospital} />
        <DetailItem label="Unit" value={job.unit} />
        <DetailItem label="Title" value={job.jobTitle ?? assignment.travelerTitle} />
        <DetailItem label="Shift" value={assignment.travelerShift || job.shift} />
      </DetailList>
      <FormTextField control={form.control} name="assignedName" label="Assigned Name" required maxLength={ASSIGNED_NAME_MAX} />
      <SelectField control={form.control} name="reasonRequest" label="Reason for Request" options={asOptions(JOB_REASONS)} />
      <SelectField control={form.control} name="shiftLength" label="Shift Length" options={asOptions(SHIFT_LENGTHS)} />
      <SelectField control={form.control} name="assignmentDuration" label="Duration" options={DURATION_OPTIONS} />
      <Controller
        control={form.control}
        name="startDate"
        render={({ field, fieldState }) => (
          <LocalizationProvider dateAdapter={AdapterDateFns}>
            <DatePicker
              label="Start Date"
              format="MM/dd/yyyy"
              value={field.value ? parseISO(field.value) : null}
              onChange={(date) => field.onChange(isoDay(date))}
              minDate={parseISO(assignment.assignmentStartDate)}
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
      <FormTextField control={form.control} name="notes" label="Notes" multiline />
    </SideDrawerForm>
  );
};
