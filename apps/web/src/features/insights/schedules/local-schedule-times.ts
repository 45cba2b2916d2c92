import { nextRunAfter, type ScheduleTiming } from '@portal/domain/insights/report-schedule-times';

/** The browser's time zone, as IANA names it ('America/Chicago'). */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

interface LocalParts {
  weekday: string;
  day: number;
  /** 'HH:mm', 24-hour. */
  time: string;
}

const localParts = (instant: Date, zone: string): LocalParts => {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday'), day: Number(part('day')), time: `${part('hour')}:${part('minute')}` };
};

/**
 * A schedule's timing in the user's time zone, named: 'Every Friday at 16:00 (Asia/Tokyo)'. The
 * schedule keeps its UTC hour (and UTC weekday or day of the month); its next regular run, an instant,
 * says which local day and time that is, so a UTC hour that falls on the day before reads so. Not the
 * stored `nextRunAt`: a schedule also sent at once is due now until its first run has gone.
 * docs/decisions/0123-schedule-times-in-the-browsers-zone.md
 */
export const describeLocalTiming = (timing: ScheduleTiming, zone: string, now: Date = new Date()): string => {
  const local = localParts(nextRunAfter(timing, now), zone);
  const at = `at ${local.time} (${zone})`;
  if (timing.frequency === 'daily') return `Every day ${at}`;
  if (timing.frequency === 'weekly') return `Every ${local.weekday} ${at}`;
  const utcDay = timing.monthDay ?? 1;
  // Day 1 early in UTC is the last day of the month before west of it.
  if (utcDay === 1 && local.day > 1) return `Monthly on the last day ${at}`;
  return `Monthly on day ${local.day} ${at}`;
};

/**
 * A time option of the schedule dialog (a UTC hour, as stored) as the user reads it: local first,
 * named, then UTC, and whether it falls on the day before or after the chosen day there.
 */
export const localHourLabel = (utcHour: number, zone: string, today: Date = new Date()): string => {
  const instant = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), utcHour));
  const local = localParts(instant, zone);
  const shift = local.day === instant.getUTCDate() ? '' : local.day === new Date(instant.getTime() - 86_400_000).getUTCDate() ? ', the day before' : ', the day after';
  return `${local.time} (${zone}${shift}) · ${String(utcHour).padStart(2, '0')}:00 UTC`;
};
