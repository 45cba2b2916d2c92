import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Interview } from '@portal/domain/api/interviews';
import { InterviewRescheduleForm, slotsOfForm } from '@portal/domain/interviews/interview-form';
import { INTERVIEW_REASON_MAX } from '@portal/domain/interviews/interview-rules';
import { FormTextField } from '@/components/form-fields/form-text-field';
import { SlotFields } from '@/components/interview-request/slot-fields';
import { SideDrawerForm } from '@/components/side-drawer/side-drawer-form';
import { useChangeInterview } from '../api/change-interview';

export const PROPOSE_NEW_TIMES = 'Propose new times';

/** New times for an open interview, with why: the provider is asked again, and an agreed time's invitation is cancelled. */
export const RescheduleDrawer = ({ open, onClose, interview }: { open: boolean; onClose: () => void; interview: Interview }) => {
  const form = useForm<InterviewRescheduleForm, unknown, InterviewRescheduleForm>({
    resolver: zodResolver(InterviewRescheduleForm),
    defaultValues: { slot1: '', slot2: '', slot3: '', reason: '' },
  });
  const change = useChangeInterview(interview.id);
  return (
    <SideDrawerForm
      open={open}
      onClose={onClose}
      title={PROPOSE_NEW_TIMES}
      subtitle="The provider is asked to agree one of these times instead. An agreed time is cancelled in the interviewer's calendar."
      submitLabel={PROPOSE_NEW_TIMES}
      form={form}
      onSubmit={async (values) => {
        await change.mutateAsync({ action: 'reschedule', version: interview.version, slots: slotsOfForm(values), reason: values.reason });
      }}
    >
      <SlotFields control={form.control} timeZone={interview.timeZone} />
      <FormTextField control={form.control} name="reason" label="Reason" required multiline maxLength={INTERVIEW_REASON_MAX} />
    </SideDrawerForm>
  );
};
