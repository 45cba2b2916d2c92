import { differenceInMinutes, parseISO } from 'date-fns';
import { countLabel as unit } from '@/lib/count-label';
import { formatDateTime } from '@/lib/display-format';

/** What the review clock shows of one candidate waiting for a decision (issue 12's review clock). */
export interface ReviewClock {
  /** How long the candidate has waited since submission: '2 days 5 hours', '40 minutes'. */
  waited: string;
  /** The review-by time in the user's time zone, mm/dd/yyyy h:mm a. */
  reviewBy: string;
  overdue: boolean;
}

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/**
 * A wait in its two largest units: days and hours once past a day, hours and minutes below, so the
 * figure stays short on a card and still tells 47 hours from 49.
 */
export const waitedLabel = (minutes: number): string => {
  const total = Math.max(0, minutes);
  const days = Math.floor(total / MINUTES_PER_DAY);
  const hours = Math.floor((total % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  const rest = total % MINUTES_PER_HOUR;
  if (days > 0) return hours > 0 ? `${unit(days, 'day')} ${unit(hours, 'hour')}` : unit(days, 'day');
  if (hours > 0) return rest > 0 ? `${unit(hours, 'hour')} ${unit(rest, 'minute')}` : unit(hours, 'hour');
  return unit(rest, 'minute');
};

/** The clock of a candidate submitted at `submittedAt` and due by `reviewBy` (ISO timestamps), at `now`. */
export const reviewClock = (submittedAt: string, reviewBy: string, now: Date): ReviewClock => ({
  waited: waitedLabel(differenceInMinutes(now, parseISO(submittedAt))),
  reviewBy: formatDateTime(reviewBy),
  overdue: parseISO(reviewBy).getTime() <= now.getTime(),
});
