import { z } from 'zod';
import { InterviewReason, LocalSlot, RequestInterviewRequest } from '../api/interviews';
import { FIELD_REQUIRED } from '../messages';

/** An optional time field: empty, or a time like the first. */
const optionalSlot = z.union([z.literal(''), LocalSlot]);
const SLOT_FIELDS = { slot1: LocalSlot.or(z.literal('').refine(() => false, FIELD_REQUIRED)), slot2: optionalSlot, slot3: optionalSlot };

/** The 'Request interview' drawer: one field per time, the first required (issue 35). */
export const InterviewRequestForm = z.object({
  kind: RequestInterviewRequest.shape.kind,
  contact: RequestInterviewRequest.shape.contact,
  durationMinutes: RequestInterviewRequest.shape.durationMinutes,
  interviewerId: z.string().min(1, FIELD_REQUIRED),
  ...SLOT_FIELDS,
});
export type InterviewRequestForm = z.input<typeof InterviewRequestForm>;

/** 'Propose new times': the times and why. */
export const InterviewRescheduleForm = z.object({ ...SLOT_FIELDS, reason: InterviewReason });
export type InterviewRescheduleForm = z.input<typeof InterviewRescheduleForm>;

export const slotsOfForm = (form: { slot1: string; slot2: string; slot3: string }): string[] =>
  [form.slot1, form.slot2, form.slot3].filter((slot) => slot !== '');
