import { z } from 'zod';
import { ASSIGNED_NAME_MAX, EXTENSION_WEEKS_MAX } from '../api/assignment-details';
import { DEFAULT_DURATION_WEEKS, NOTES_MAX } from '../limits';
import { FIELD_REQUIRED, maxLengthMessage } from '../messages';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Shift lengths offered by the job and extension forms. SPEC.md §7 lists them among the answers of
 * GetJobTitlesAndShifts, which is not built yet; these are the values the hospitals' lookup holds.
 */
export const SHIFT_LENGTHS = ['8 Hours', '10 Hours', '12 Hours'] as const;

/** Job reason options of SPEC.md §3. */
export const JOB_REASONS = [
  'Backfill Position',
  'Increased Census',
  'Leave of Absence Coverage',
  'Special Project',
  'Staff Vacancy',
  'Vacation Coverage',
] as const;

/** Duration options of SPEC.md §3: 1 to 26 weeks. */
export const DURATION_WEEKS = Array.from({ length: EXTENSION_WEEKS_MAX }, (_, index) => index + 1);

export const weeksLabel = (weeks: number): string => `${weeks} ${weeks === 1 ? 'Week' : 'Weeks'}`;

/** The day after `isoDate` (yyyy-mm-dd), computed in UTC so no time zone shifts it. */
export const dayAfter = (isoDate: string): string => {
  const next = new Date(`${isoDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

export const START_BEFORE_CURRENT_START_MESSAGE = 'Start date cannot be before the current start date';
export const INVALID_DATE_MESSAGE = 'Enter a valid date (MM/dd/yyyy)';

/**
 * The Request Extension form of SPEC.md §5, with its exact messages. Dates are yyyy-mm-dd strings
 * (the API's format), so the API can check a request with the same rules.
 */
export const extensionFormSchema = (currentStartDate: string) =>
  z.object({
    assignedName: z
      .string()
      .trim()
      .min(1, FIELD_REQUIRED)
      .max(ASSIGNED_NAME_MAX, maxLengthMessage(ASSIGNED_NAME_MAX)),
    shiftLength: z.string().min(1, FIELD_REQUIRED),
    reasonRequest: z.string().min(1, FIELD_REQUIRED),
    assignmentDuration: z.number().int().min(1, FIELD_REQUIRED).max(EXTENSION_WEEKS_MAX),
    // Each check stops the next one, so an empty date says only that it is required.
    startDate: z
      .string()
      .min(1, { message: FIELD_REQUIRED, abort: true })
      .regex(ISO_DATE, { message: INVALID_DATE_MESSAGE, abort: true })
      .refine((date) => date >= currentStartDate, START_BEFORE_CURRENT_START_MESSAGE),
    notes: z.string().max(NOTES_MAX, maxLengthMessage(NOTES_MAX)),
  });
export type ExtensionForm = z.infer<ReturnType<typeof extensionFormSchema>>;

/** What the form starts with: the assignment's own shift length, 13 weeks, the day after it ends. */
export const extensionFormDefaults = (assignment: {
  travelerFirstName: string;
  travelerLastName: string;
  assignmentEndDate: string;
  jobEntity: { shiftLength: string | null };
}): ExtensionForm => ({
  assignedName: `${assignment.travelerFirstName} ${assignment.travelerLastName}`,
  shiftLength: (SHIFT_LENGTHS as readonly string[]).includes(assignment.jobEntity.shiftLength ?? '') ? assignment.jobEntity.shiftLength! : '',
  reasonRequest: '',
  assignmentDuration: DEFAULT_DURATION_WEEKS,
  startDate: dayAfter(assignment.assignmentEndDate),
  notes: '',
});
