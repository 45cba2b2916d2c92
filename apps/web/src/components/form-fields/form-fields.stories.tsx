import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NOTES_MAX } from '@portal/domain/limits';
import { FIELD_REQUIRED } from '@portal/domain/messages';
import { DateField } from './date-field';
import { FormTextField } from './form-text-field';
import { SelectField } from './select-field';

interface DemoForm {
  title: string;
  duration: number;
  startDate: string;
  notes: string;
}

const DURATIONS = [8, 13, 26].map((weeks) => ({ value: weeks, label: `${weeks} weeks` }));

/** The side drawer's field kinds in one react-hook-form form, as a job form uses them. */
const FieldsDemo = ({ showErrors }: { showErrors: boolean }) => {
  const { control, setError, clearErrors } = useForm<DemoForm>({ defaultValues: { title: '', duration: 13, startDate: '', notes: '' } });
  useEffect(() => {
    if (showErrors) setError('title', { type: 'required', message: FIELD_REQUIRED });
    else clearErrors('title');
  }, [showErrors, setError, clearErrors]);
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <FormTextField control={control} name="title" label="Title" required maxLength={50} />
      <SelectField control={control} name="duration" label="Duration" options={DURATIONS} numeric />
      <DateField control={control} name="startDate" label="Start Date" minDate="2026-01-01" />
      <FormTextField control={control} name="notes" label="Notes" multiline maxLength={NOTES_MAX} />
    </Stack>
  );
};

const meta = { title: 'Shared/Form fields', component: FieldsDemo, args: { showErrors: false } } satisfies Meta<typeof FieldsDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithError: Story = { args: { showErrors: true } };
