/** How often a scheduled report is e-mailed (issue 16, item 5). */
export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/** When a schedule runs: every day, one weekday (0 = Sunday) or one day of the month, at an hour (UTC). */
export interface ScheduleTiming {
  frequency: ScheduleFrequency;
  /** 0-6, Sunday first; weekly only. */
  weekday: number | null;
  /** 1-28 (every month has it); monthly only. */
  monthDay: number | null;
  /** 0-23, UTC. */
  hour: number;
}

/** Days of a month a monthly schedule may name: 28 at most, so every month has the day. */
export const SCHEDULE_MONTH_DAY_MAX = 28;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const atHour = (year: number, month: number, day: number, hour: number) => new Date(Date.UTC(year, month, day, hour));

/** The first time the schedule falls due strictly after `after`. */
export const nextRunAfter = (timing: ScheduleTiming, after: Date): Date => {
  const year = after.getUTCFullYear();
  const month = after.getUTCMonth();
  const day = after.getUTCDate();
  if (timing.frequency === 'monthly') {
    const monthDay = timing.monthDay ?? 1;
    const thisMonth = atHour(year, month, monthDay, timing.hour);
    return thisMonth > after ? thisMonth : atHour(year, month + 1, monthDay, timing.hour);
  }
  const today = atHour(year, month, day, timing.hour);
  if (timing.frequency === 'daily') return today > after ? today : atHour(year, month, day + 1, timing.hour);
  const weekday = timing.weekday ?? 1;
  const ahead = (weekday - after.getUTCDay() + 7) % 7;
  const candidate = atHour(year, month, day + ahead, timing.hour);
  return candidate > after ? candidate : atHour(year, month, day + ahead + 7, timing.hour);
};

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00 UTC`;

/** 'Every Monday at 07:00 UTC', as the list of schedules and the e-mail say it. */
export const describeTiming = (timing: ScheduleTiming): string => {
  if (timing.frequency === 'daily') return `Every day at ${hourLabel(timing.hour)}`;
  if (timing.frequency === 'weekly') return `Every ${WEEKDAY_NAMES[timing.weekday ?? 1]} at ${hourLabel(timing.hour)}`;
  return `Monthly on day ${timing.monthDay ?? 1} at ${hourLabel(timing.hour)}`;
};
