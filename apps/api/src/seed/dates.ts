const DAY_MS = 86_400_000;

/**
 * Calendar arithmetic on UTC days. Every seeded date is an offset from the seed's `today`, so the
 * demo stays current (assignments ending soon stay ending soon) whatever day it is loaded.
 */
export interface SeedCalendar {
  /** yyyy-mm-dd of today plus `days`. */
  date(days: number): string;
  /** A point in time `days` (fractions allowed) after today's midnight UTC; negative is in the past. */
  at(days: number): Date;
  /** Days from today to a yyyy-mm-dd date. */
  daysUntil(isoDate: string): number;
  /** yyyy-mm-dd shown as mm/dd/yyyy, the format of SPEC.md §9. */
  display(isoDate: string): string;
  year: number;
}

export const createCalendar = (today: Date): SeedCalendar => {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    date: (days) => iso(midnight + Math.round(days) * DAY_MS),
    at: (days) => new Date(midnight + Math.round(days * DAY_MS)),
    daysUntil: (isoDate) => Math.round((Date.parse(`${isoDate}T00:00:00Z`) - midnight) / DAY_MS),
    display: (isoDate) => `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`,
    year: today.getUTCFullYear(),
  };
};
