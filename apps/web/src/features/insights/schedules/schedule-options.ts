import type { ScheduleFormat } from '@portal/domain/api/report-schedules';
import { SCHEDULE_MONTH_DAY_MAX, WEEKDAY_NAMES, type ScheduleFrequency } from '@portal/domain/insights/report-schedule-times';

/** Ours: SPEC.md has no scheduled e-mails. */
export const SCHEDULE_EMAIL = 'Schedule e-mail';
export const SCHEDULED_EMAILS = 'Scheduled e-mails';

export const FREQUENCY_LABELS: Record<ScheduleFrequency, string> = { daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' };
export const FORMAT_LABELS: Record<ScheduleFormat, string> = { xlsx: 'Excel file (XLSX)', pdf: 'PDF file', link: 'Link to the report' };

export const WEEKDAY_OPTIONS = WEEKDAY_NAMES.map((name, value) => ({ value, name }));
export const MONTH_DAY_OPTIONS = Array.from({ length: SCHEDULE_MONTH_DAY_MAX }, (_, i) => i + 1);
