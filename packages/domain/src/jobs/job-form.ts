import { z } from 'zod';
import { DEFAULT_DURATION_WEEKS, NOTES_MAX, POSITIONS_MAX } from '../limits';
import { EXTENSION_WEEKS_MAX } from '../api/assignment-details';
import { INVALID_DATE_MESSAGE } from '../deals/extension-form';
import { FIELD_REQUIRED, maxLengthMessage } from '../messages';

export const POSITIONS_MAX_MESSAGE = `Number of positions cannot exceed ${POSITIONS_MAX}`;
export const POSITIONS_MIN_MESSAGE = 'Number of positions must be at least 1';
export const NOTES_MAX_MESSAGE = maxLengthMessage(NOTES_MAX);
export const START_BEFORE_TODAY_MESSAGE = 'Start date cannot be before today';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** SPEC.md §5: on submit, focus goes to the first invalid field in this order. */
export const JOB_FORM_FOCUS_ORDER = [
  'hospitalId',
  'unitId',
  'titleId',
  'positions',
  'reasonRequest',
  'shiftId',
  'shiftLengthId',
  'startDate',
] as const;

export interface JobFormContext {
  /** Today, yyyy-mm-dd, in the user's calendar. */
  today: string;
  /** A network user with several hospitals picks one; otherwise the only hospital is preset. */
  needsHospital: boolean;
  /** SPEC.md §5: an approver is picked only on a new job at a two-stage hospital that has approvers. */
  needsApprover: boolean;
  /** When editing, the job's current start date: keeping it is always allowed, even once it has passed. */
  currentStartDate?: string;
}

const required = z.string().min(1, FIELD_REQUIRED);

/**
 * The Add / Edit job form of SPEC.md §5 with its exact messages. Selects hold ids as strings and
 * positions the typed text, as the inputs do; `toJobFields` turns them into the API's values.
 */
export const jobFormSchema = (context: JobFormContext) =>
  z.object({
    hospitalId: context.needsHospital ? required : z.string(),
    unitId: required,
    titleId: required,
    positions: z
      .string()
      .trim()
      .min(1, { message: FIELD_REQUIRED, abort: true })
      .regex(/^\d+$/, { message: 'Enter a whole number', abort: true })
      .refine((value) => Number(value) >= 1, { message: POSITIONS_MIN_MESSAGE, abort: true })
      .refine((value) => Number(value) <= POSITIONS_MAX, POSITIONS_MAX_MESSAGE),
    reasonRequest: required,
    shiftId: required,
    shiftLengthId: required,
    assignmentDuration: z.number().int().min(1, FIELD_REQUIRED).max(EXTENSION_WEEKS_MAX),
    startDate: z
      .string()
      .min(1, { message: FIELD_REQUIRED, abort: true })
      .regex(ISO_DATE, { message: INVALID_DATE_MESSAGE, abort: true })
      .refine((date) => date === context.currentStartDate || date >= context.today, START_BEFORE_TODAY_MESSAGE),
    notes: z.string().max(NOTES_MAX, NOTES_MAX_MESSAGE),
    approverId: context.needsApprover ? required : z.string(),
  });
export type JobForm = z.infer<ReturnType<typeof jobFormSchema>>;

export const emptyJobForm = (hospitalId = ''): JobForm => ({
  hospitalId,
  unitId: '',
  titleId: '',
  positions: '',
  reasonRequest: '',
  shiftId: '',
  shiftLengthId: '',
  assignmentDuration: DEFAULT_DURATION_WEEKS,
  startDate: '',
  notes: '',
  approverId: '',
});

/** The form's values as AddJob and UpdateJob take them. */
export const toJobFields = (form: JobForm) => ({
  unitId: form.unitId,
  jobTitleId: Number(form.titleId),
  availablePositions: Number(form.positions),
  reasonRequest: form.reasonRequest,
  shiftId: Number(form.shiftId),
  shiftLengthId: Number(form.shiftLengthId),
  duration: form.assignmentDuration,
  startDate: form.startDate,
  notes: form.notes.trim(),
});
