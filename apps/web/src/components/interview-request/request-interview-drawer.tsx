import { useEffect, useEffectEvent, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { getCandidateInterview, type CandidateInterview } from '@portal/domain/api/interviews';
import { InterviewRequestForm, slotsOfForm } from '@portal/domain/interviews/interview-form';
import {
  INTERVIEW_CONTACT_MAX,
  INTERVIEW_DURATIONS,
  INTERVIEW_KIND_LABELS,
  INTERVIEW_KINDS,
  INTERVIEW_NOT_REQUESTABLE_NOW,
  REQUEST_INTERVIEW,
} from '@portal/domain/interviews/interview-rules';
import { SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { FormTextField } from '@/components/form-fields/form-text-field';
import { SelectField } from '@/components/form-fields/select-field';
import { SideDrawerForm } from '@/components/side-drawer/side-drawer-form';
import { useToast } from '@/components/toast/use-toast';
import { getCandidateInterviewQueryOptions } from '@/lib/interviews/get-candidate-interview';
import { useInterviewRefresh } from '@/lib/interviews/interview-change-failure';
import { reportError } from '@/lib/report-error';
import { useNetworkId, useSession } from '@/lib/session/session-context';
import { useRequestInterview } from './request-interview';
import { SlotFields } from './slot-fields';

export const INTERVIEW_SUBTITLE =
  'The provider is asked to agree one of the times with the candidate. The review clock stops until the interview has taken place or is cancelled.';

const KIND_OPTIONS = INTERVIEW_KINDS.map((kind) => ({ value: kind, label: INTERVIEW_KIND_LABELS[kind] }));
const DURATION_OPTIONS = INTERVIEW_DURATIONS.map((minutes) => ({ value: minutes, label: `${minutes} minutes` }));

interface RequestInterviewDrawerProps {
  open: boolean;
  onClose: () => void;
  dealId: string;
  candidateName: string;
  state: CandidateInterview;
}

/** 'Request interview': the call's type and link or number, its length, who interviews, and 1-3 times. */
export const RequestInterviewDrawer = ({ open, onClose, dealId, candidateName, state }: RequestInterviewDrawerProps) => {
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

interface RequestInterviewOfProps {
  dealId: string;
  candidateName: string;
  onClose: () => void;
}

/**
 * 'Request interview' chosen on a list (the candidate list's row menu, a card of My decisions), which
 * knows the candidate but not who may interview nor the hospital's zone: reads them afresh once, then
 * opens the drawer with that answer, which the refetch after the request leaves alone. A
 * candidate someone else has meanwhile asked for (or decided) is refused with the reason, and the
 * lists are refreshed (docs/decisions/0155-request-interview-from-lists.md).
 */
export const RequestInterviewOf = ({ dealId, candidateName, onClose }: RequestInterviewOfProps) => {
  const toast = useToast();
  const refresh = useInterviewRefresh();
  const queryClient = useQueryClient();
  const networkId = useNetworkId();
  const [opened, setOpened] = useState<CandidateInterview | null>(null);
  // The answer decides once; the callbacks of the render it arrives in are the ones to call.
  const settle = useEffectEvent((answer: CandidateInterview | Error) => {
    if (answer instanceof Error) {
      reportError(answer, getCandidateInterview.name);
      toast.error(SOMETHING_WENT_WRONG);
      onClose();
    } else if (!answer.actions.request) {
      toast.error(INTERVIEW_NOT_REQUESTABLE_NOW);
      void refresh();
      onClose();
    } else {
      setOpened(answer);
    }
  });
  useEffect(() => {
    let current = true;
    queryClient.fetchQuery({ ...getCandidateInterviewQueryOptions(networkId, dealId), staleTime: 0 }).then(
      (answer) => current && settle(answer),
      (error: unknown) => current && settle(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [queryClient, networkId, dealId]);
  return opened ? <RequestInterviewDrawer open onClose={onClose} dealId={dealId} candidateName={candidateName} state={opened} /> : null;
};
