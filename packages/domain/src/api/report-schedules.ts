import { z } from 'zod';
import { SCHEDULE_FREQUENCIES, SCHEDULE_MONTH_DAY_MAX } from '../insights/report-schedule-times';
import { COLLEAGUE_SEARCH_MAX, INSIGHT_REPORT_ID_MAX, REPORT_SCHEDULE_RECIPIENTS_MAX } from '../limits';
import { defineCall } from './call';
import { REPORT_ACCESS, ReportFilters } from './insights';
import { storableText } from './storable-text';

/** Scheduling a report needs what opening it needs (SPEC.md §6: insights and embedded-report flags). */
export const SCHEDULE_FORMATS = ['xlsx', 'pdf', 'link'] as const;
export type ScheduleFormat = (typeof SCHEDULE_FORMATS)[number];

export const RECIPIENTS_REQUIRED = 'Choose at least one recipient.';
export const TOO_MANY_RECIPIENTS = `Choose at most ${REPORT_SCHEDULE_RECIPIENTS_MAX} recipients.`;
export const WEEKDAY_REQUIRED = 'Choose the day of the week.';
export const MONTH_DAY_REQUIRED = 'Choose the day of the month.';
export const RECIPIENT_NOT_A_COLLEAGUE = 'Every recipient must be an active user of your hospital network.';
export const RECIPIENT_NOT_FOUND = 'There is no user with this id in your hospital network.';
export const SCHEDULE_NOT_FOUND = 'There is no scheduled e-mail with this id.';
/** Each recipient gets the report as they would open it, so one who cannot open it is refused by name (at most the 20 recipients). */
export const recipientsCannotOpen = (names: readonly string[]) => `${names.join(', ')} cannot open this report.`;

/** A plain string, so a saved custom report's id can be scheduled as a catalogue report's is. */
const reportId = z
  .string()
  .max(INSIGHT_REPORT_ID_MAX)
  .regex(/^[a-z0-9-]+$/, 'reportId must be a report id');

export const CreateReportScheduleRequest = z
  .object({
    reportId,
    filters: ReportFilters,
    frequency: z.enum(SCHEDULE_FREQUENCIES),
    weekday: z.number().int().min(0).max(6).nullable().default(null),
    monthDay: z.number().int().min(1).max(SCHEDULE_MONTH_DAY_MAX).nullable().default(null),
    hour: z.number().int().min(0).max(23),
    format: z.enum(SCHEDULE_FORMATS),
    recipientIds: z.array(z.uuid({ message: 'recipientIds must be user ids' })).min(1, RECIPIENTS_REQUIRED).max(REPORT_SCHEDULE_RECIPIENTS_MAX, TOO_MANY_RECIPIENTS),
    /** Send the first e-mail at once rather than at the first scheduled time. */
    sendNow: z.boolean().default(false),
  })
  .refine((s) => s.frequency !== 'weekly' || s.weekday !== null, { message: WEEKDAY_REQUIRED, path: ['weekday'] })
  .refine((s) => s.frequency !== 'monthly' || s.monthDay !== null, { message: MONTH_DAY_REQUIRED, path: ['monthDay'] });
export type CreateReportScheduleRequest = z.input<typeof CreateReportScheduleRequest>;

export const Colleague = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
export type Colleague = z.infer<typeof Colleague>;

export const ReportSchedule = z.object({
  id: z.uuid(),
  reportId: z.string(),
  reportName: z.string(),
  filters: ReportFilters,
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  weekday: z.number().int().nullable(),
  monthDay: z.number().int().nullable(),
  hour: z.number().int(),
  format: z.enum(SCHEDULE_FORMATS),
  recipients: z.array(Colleague),
  nextRunAt: z.string(),
  lastRunAt: z.string().nullable(),
  /** What the last run did: 'Sent to 2 recipients', 'Skipped: no rows', … */
  lastOutcome: z.string().nullable(),
});
export type ReportSchedule = z.infer<typeof ReportSchedule>;

export const getReportSchedules = defineCall({
  name: 'ReportSchedules',
  method: 'GET',
  version: 'v2',
  path: 'ReportSchedules',
  summary: 'The scheduled report e-mails the signed-in user set up in this network, next run first.',
  scope: 'tenant',
  access: REPORT_ACCESS,
  response: z.object({ schedules: z.array(ReportSchedule) }),
});

export const createReportSchedule = defineCall({
  name: 'ReportSchedules/Create',
  method: 'POST',
  version: 'v2',
  path: 'ReportSchedules',
  summary: 'Schedules a report, with its filters, to be e-mailed daily, weekly or monthly to the user or colleagues of the network.',
  scope: 'tenant',
  access: REPORT_ACCESS,
  body: CreateReportScheduleRequest,
  response: ReportSchedule,
  successStatus: 201,
});

export const cancelReportSchedule = defineCall({
  name: 'ReportSchedules/{scheduleId}',
  method: 'DELETE',
  version: 'v2',
  path: 'ReportSchedules/:scheduleId',
  summary: 'Cancels one of the user’s scheduled e-mails: it is sent no more.',
  scope: 'tenant',
  access: REPORT_ACCESS,
  params: z.object({ scheduleId: z.uuid({ message: 'scheduleId must be a schedule id' }) }),
  response: z.object({ id: z.uuid() }),
});

export const getScheduleColleagues = defineCall({
  name: 'ReportSchedules/Colleagues',
  method: 'GET',
  version: 'v2',
  path: 'ReportSchedules/Colleagues',
  summary: 'Active users of the network a scheduled e-mail may go to, matching a name or e-mail (the recipients picker).',
  scope: 'tenant',
  access: REPORT_ACCESS,
  query: z.object({ search: storableText().max(COLLEAGUE_SEARCH_MAX).optional() }),
  response: z.object({ colleagues: z.array(Colleague) }),
});

export const REPORT_SCHEDULE_CALLS = [getReportSchedules, createReportSchedule, cancelReportSchedule, getScheduleColleagues] as const;
