import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ASSIGNED_NAME_MAX, type CurrentAssignment } from '@portal/domain/api/assignment-details';
import {
  DURATION_WEEKS,
  extensionFormDefaults,
  extensionFormSchema,
  JOB_REASONS,
  SHIFT_LENGTHS,
  weeksLabel,
} from '@portal/domain/deals/extension-form';
import { DateField } from '@/components/form-fields/date-field';
import { FormTextField } from '@/components/form-fields/form-text-field';
import { SelectField } from '@/components/form-fields/select-field';
import { SideDrawerForm } from '@/components/side-drawer/side-drawer-form';
import { useRequestExtension } from '../api/request-extension';
import { DetailItem, DetailList } from '@/components/details-section';

/** Our texts (SPEC.md names the drawer but not its title or subtitle in extension mode). */
export const REQUEST_EXTENSION_TITLE = 'Request Extension';
const REQUEST_EXTENSION_SUBTITLE = 'Fill out the form to request an extension of this assignment.';
export const REQUEST_BUTTON = 'Request';

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
      <SelectField control={form.control} name="assignmentDuration" label="Duration" options={DURATION_OPTIONS} numeric />
      <DateField control={form.control} name="startDate" label="Start Date" minDate={assignment.assignmentStartDate} />
      <FormTextField control={form.control} name="notes" label="Notes" multiline />
    </SideDrawerForm>
  );
};
