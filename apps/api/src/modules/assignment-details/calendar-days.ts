const DAY_MS = 86_400_000;

const dayNumber = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** yyyy-mm-dd plus `days`, counted on UTC days so no time zone or daylight saving shifts it. */
export const addDays = (isoDate: string, days: number): string =>
  new Date((dayNumber(isoDate) + days) * DAY_MS).toISOString().slice(0, 10);

/** Whole weeks from `start` to `end`, both days worked: a 13-week assignment ends on day 91. */
export const wholeWeeks = (start: string, end: string): number => Math.floor((dayNumber(end) - dayNumber(start) + 1) / 7);

/** yyyy-mm-dd as users read dates (mm/dd/yyyy, SPEC.md §9). */
export const displayDate = (isoDate: string): string => `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;
