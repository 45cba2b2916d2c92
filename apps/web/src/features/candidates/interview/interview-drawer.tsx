import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CandidateInterview } from '@portal/domain/api/interviews';
import { InterviewRequestForm, slotsOfForm } from '@portal/domain/interviews/interview-form';
import { INTERVIEW_CONTACT_MAX, INTERVIEW_DURATIONS, INTERVIEW_KIND_LABELS, INTERVIEW_KINDS, REQUEST_INTERVIEW } from '@portal/domain/interviews/interview-rules';
import { FormTextField } from '@/components/form-fields/form-text-field';
import { SelectField } from '@/components/form-fields/select-field';
import { SideDrawerForm } from '@/components/side-drawer/side-drawer-form';
import { useSession } from '@/lib/session/session-context';
import { useRequestInterview } from '../api/request-interview';
import { SlotFields } from './slot-fields';

export const INTERVIEW_SUBTITLE =
  'The provider is asked to agree one of the times with the candidate. The review clock stops until the interview has taken place or is cancelled.';

const KIND_OPTIONS = INTERVIEW_KINDS.map((kind) => ({ value: kind, label: INTERVIEW_KIND_LABELS[kind] }));
const DURATION_OPTIONS = INTERVIEW_DURATIONS.map((minutes) => ({ value: minutes, label: `${minutes} minutes` }));

interface InterviewDrawerProps {
  open: boolean;
  onClose: () => void;
  dealId: string;
  candidateName: string;
  state: CandidateInterview;
}

/** 'Request interview': the call's type and link or number, its length, who interviews, and 1-3 times. */
export const InterviewDrawer = ({ open, onClose, dealId, candidateName, state }: InterviewDrawerProps) => {
  const { contact } = useSession();
  const form = useForm<InterviewRequestForm, unknown, InterviewRequestForm>({
    resolver: zodResolver(InterviewRequestForm),
    defaultValues: {
      kind: 'video',
      contact: '',
      durationMinutes: 30,
      // The requester by default, when they may interview at this hospital.
      interviewerId: state.interviewers.some((person) => person.id === contact.userId) ? contact.userId : '',
      slot1: '',
      slot2: '',
      slot3: '',
    },
  });
  const request = useRequestInterview(dealId);
  const kind = useWatch({ control: form.control, name: 'kind' });

  return (
    <SideDrawerForm
      open={open}
      onClose={onClose}
      title={REQUEST_INTERVIEW}
      subtitle={`${candidateName}. ${INTERVIEW_SUBTITLE}`}
      submitLabel={REQUEST_INTERVIEW}
      form={form}
      onSubmit={async (values) => {
        const { slot1, slot2, slot3, ...rest } = values;
        await request.mutateAsync({ ...rest, slots: slotsOfForm({ slot1, slot2, slot3 }) });
      }}
    >
      <SelectField control={form.control} name="kind" label="Type" options={KIND_OPTIONS} />
      <FormTextField control={form.control} name="contact" label={kind === 'phone' ? 'Phone number' : 'Call link'} required maxLength={INTERVIEW_CONTACT_MAX} />
      <SelectField control={form.control} name="durationMinutes" label="Duration" options={DURATION_OPTIONS} numeric />
      <SelectField control={form.control} name="interviewerId" label="Interviewer" options={state.interviewers.map((person) => ({ value: person.id, label: person.name }))} />
      <SlotFields control={form.control} timeZone={state.timeZone} />
    </SideDrawerForm>
  );
};
