import { differenceInCalendarDays, parseISO } from 'date-fns';
import type { AssignmentListItem } from '@portal/domain/api/assigned';
import { ENDING_SOON_DAYS } from '@portal/domain/limits';

/** Starts / Stops shows a start date inside the chosen window in bold (SPEC.md §4). */
export const startsInsideWindow = (item: Pick<AssignmentListItem, 'assignmentStartDate'>, windowDays: number, today = new Date()): boolean => {
  const days = differenceInCalendarDays(parseISO(item.assignmentStartDate), today);
  return days >= 0 && days <= windowDays;
};

/** An On Assignment row whose end is under 60 days away shows its end date in orange (SPEC.md §4). */
export const endingSoon = (item: Pick<AssignmentListItem, 'travelerStatus' | 'assignmentEndDate'>, today = new Date()): boolean =>
  item.travelerStatus === 'On Assignment' && differenceInCalendarDays(parseISO(item.assignmentEndDate), today) < ENDING_SOON_DAYS;
