/**
 * Timecards (issue 36): a traveller's week of shifts, sent by the provider, approved by the
 * hospital before it is billed (docs/decisions/0141-timecards-from-the-provider.md,
 * docs/decisions/0142-timecard-review-and-approvers.md). Pure rules shared by the API and the web:
 * what a week may hold, its totals and the exceptions flagged on its lines.
 */
import type { AccessRule } from '../access/access-rule';

/** Who reads the timecards, and who decides on them; apart from the calls' schemas so the route table stays light. */
export const TIMECARD_VIEW: AccessRule = { privileges: ['ViewTimecards'], flagsOn: ['timecards'] };
export const TIMECARD_DECIDE: AccessRule = { privileges: ['ViewTimecards', 'ApproveTimecards'], flagsOn: ['timecards'] };

export const TIMECARD_STATUSES = ['Submitted', 'Adjusted', 'Approved', 'Rejected'] as const;
export type TimecardStatus = (typeof TIMECARD_STATUSES)[number];
/** Weeks still waiting for the approver: an adjusted week is approved after its adjustment. */
export const PENDING_TIMECARD_STATUSES: readonly TimecardStatus[] = ['Submitted', 'Adjusted'];
export const isPendingTimecard = (status: string): boolean => (PENDING_TIMECARD_STATUSES as readonly string[]).includes(status);

export const SHIFT_TYPES = ['regular', 'overtime', 'on-call', 'call-back', 'orientation'] as const;
export type ShiftType = (typeof SHIFT_TYPES)[number];
export const SHIFT_TYPE_LABELS: Record<ShiftType, string> = {
  regular: 'Regular',
  overtime: 'Overtime',
  'on-call': 'On-call',
  'call-back': 'Call-back',
  orientation: 'Orientation',
};

/** A submitted week is due for approval this many business days (Monday to Friday) after it arrives. */
export const TIMECARD_DUE_BUSINESS_DAYS = 2;
/** A shift longer than its scheduled length by more than this is flagged: a few minutes at the clock are not overtime. */
export const OVERTIME_GRACE_MINUTES = 15;
/** A shift longer than this (start to end) needs an unpaid break. */
export const BREAK_REQUIRED_AFTER_MINUTES = 6 * 60;
export const MINUTES_IN_DAY = 24 * 60;
export const TIMECARD_LINES_MAX = 21;
export const TIMECARD_SCHEDULE_MAX = 14;
export const BREAK_MINUTES_MAX = 480;
export const TIMECARD_NOTE_MAX = 500;
export const TIMECARD_REASON_MAX = 500;

export const EXCEPTION_KINDS = ['overSchedule', 'missingBreak', 'unscheduledDay', 'overContract'] as const;
export type TimecardExceptionKind = (typeof EXCEPTION_KINDS)[number];
export const EXCEPTION_LABELS: Record<TimecardExceptionKind, string> = {
  overSchedule: 'Longer than scheduled',
  missingBreak: 'No break over 6 h',
  unscheduledDay: 'Day not scheduled',
  overContract: 'Over contract hours',
};

/** One shift as stored: minutes from the start of its date; an end past midnight is above 1,440. */
export interface ShiftSpan {
  date: string;
  startMinute: number;
  endMinute: number;
}
export interface TimecardLineFacts extends ShiftSpan {
  breakMinutes: number;
  noShow: boolean;
}

/** 'HH:MM' of a minute of the day; 1,500 reads 01:00 (the next day's). */
export const clockText = (minute: number): string => {
  const inDay = ((minute % MINUTES_IN_DAY) + MINUTES_IN_DAY) % MINUTES_IN_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
};
export const minuteOfClock = (text: string): number => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
export const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Hours with two decimals at most, as a week's totals read ('36.5'). */
export const hoursText = (minutes: number): string => String(Math.round((minutes / 60) * 100) / 100);

export const paidMinutes = (line: TimecardLineFacts): number => (line.noShow ? 0 : Math.max(0, line.endMinute - line.startMinute - line.breakMinutes));
export const spanMinutes = (span: ShiftSpan): number => span.endMinute - span.startMinute;

const DAY_MS = 86_400_000;
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const isMonday = (date: string): boolean => new Date(`${date}T00:00:00Z`).getUTCDay() === 1;
const absoluteMinute = (date: string, minute: number) => Date.parse(`${date}T00:00:00Z`) / 60_000 + minute;

/** When a week submitted at `submittedAt` is due: the same time of day, two weekdays later (a weekend submission counts from Monday). */
export const timecardDueAt = (submittedAt: Date): Date => {
  let due = submittedAt.getTime();
  let left = TIMECARD_DUE_BUSINESS_DAYS;
  while (left > 0) {
    due += DAY_MS;
    const day = new Date(due).getUTCDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return new Date(due);
};

export interface WeekBounds {
  weekStart: string;
  assignmentStart: string;
  assignmentEnd: string;
}

/** Why a week's lines cannot be stored, each message naming its line (1-based); empty when they can. */
export const timecardRefusals = (lines: readonly ShiftSpan[], bounds: WeekBounds, what = 'Line'): string[] => {
  const weekEnd = addDays(bounds.weekStart, 6);
  const refusals: string[] = [];
  lines.forEach((line, index) => {
    const name = `${what} ${index + 1}`;
    if (line.date < bounds.weekStart || line.date > weekEnd) refusals.push(`${name}: ${line.date} is outside the week of ${bounds.weekStart}.`);
    else if (line.date < bounds.assignmentStart || line.date > bounds.assignmentEnd)
      refusals.push(`${name}: ${line.date} is outside the assignment's dates (${bounds.assignmentStart} to ${bounds.assignmentEnd}).`);
    if (line.endMinute <= line.startMinute)
      refusals.push(`${name}: the end ${clockText(line.endMinute)} is not after the start ${clockText(line.startMinute)}; send overnight: true for a shift that ends the next day.`);
  });
  const order = lines.map((line, index) => ({ index, from: absoluteMinute(line.date, line.startMinute), to: absoluteMinute(line.date, line.endMinute) }));
  order.sort((a, b) => a.from - b.from);
  // The line reaching furthest so far: a long shift overlaps every later one starting before its end.
  let reach: (typeof order)[number] | undefined;
  for (const current of order) {
    if (reach && current.from < reach.to) {
      const [first, second] = [reach.index, current.index].sort((a, b) => a - b);
      refusals.push(`${what} ${second! + 1} overlaps ${what.toLowerCase()} ${first! + 1}.`);
    }
    if (!reach || current.to > reach.to) reach = current;
  }
  return refusals;
};

/** A break as long as the shift leaves nothing paid: refused like the other impossible lines. */
export const breakRefusals = (lines: readonly TimecardLineFacts[]): string[] =>
  lines.flatMap((line, index) =>
    line.endMinute > line.startMinute && line.breakMinutes >= spanMinutes(line)
      ? [`Line ${index + 1}: the break of ${line.breakMinutes} minutes is not shorter than the shift.`]
      : [],
  );

export interface LineException {
  kind: TimecardExceptionKind;
  /** Both figures, so the approver sees by how much. */
  text: string;
}

/** The minutes scheduled on each date: a line is compared with its day's scheduled length. */
const scheduledLengths = (schedule: readonly ShiftSpan[]): Map<string, number> => {
  const lengths = new Map<string, number>();
  for (const shift of schedule) lengths.set(shift.date, (lengths.get(shift.date) ?? 0) + spanMinutes(shift));
  return lengths;
};

/** Minutes a shift ran past its day's scheduled length when past the grace (the 'Longer than scheduled' exception), else 0. */
export const minutesOverSchedule = (span: number, scheduled: number): number => (span > scheduled + OVERTIME_GRACE_MINUTES ? span - scheduled : 0);

/**
 * The exceptions of each line, in the lines' order: longer than the shift scheduled that day (beyond
 * the grace), no break on a shift over 6 hours, a day with no scheduled shift, and the line that
 * takes the week's paid total over the contract's weekly hours. A no-show has none.
 */
export const lineExceptions = (
  lines: readonly TimecardLineFacts[],
  schedule: readonly ShiftSpan[],
  contractWeeklyHours: number | null,
): LineException[][] => {
  const scheduledLength = scheduledLengths(schedule);
  const chronological = lines.map((line, index) => ({ line, index })).sort((a, b) => a.line.date.localeCompare(b.line.date) || a.line.startMinute - b.line.startMinute);
  const result: LineException[][] = lines.map(() => []);
  let total = 0;
  const limit = contractWeeklyHours === null ? null : contractWeeklyHours * 60;
  for (const { line, index } of chronological) {
    if (line.noShow) continue;
    const flags = result[index]!;
    const scheduled = scheduledLength.get(line.date);
    const span = spanMinutes(line);
    if (scheduled === undefined) flags.push({ kind: 'unscheduledDay', text: `${EXCEPTION_LABELS.unscheduledDay}: no shift was scheduled that day` });
    else if (minutesOverSchedule(span, scheduled) > 0)
      flags.push({ kind: 'overSchedule', text: `${EXCEPTION_LABELS.overSchedule}: ${hoursText(span)} h worked, ${hoursText(scheduled)} h scheduled` });
    if (span > BREAK_REQUIRED_AFTER_MINUTES && line.breakMinutes === 0)
      flags.push({ kind: 'missingBreak', text: `${EXCEPTION_LABELS.missingBreak}: ${hoursText(span)} h without a break` });
    const before = total;
    total += paidMinutes(line);
    if (limit !== null && before <= limit && total > limit)
      flags.push({ kind: 'overContract', text: `${EXCEPTION_LABELS.overContract}: ${hoursText(total)} h this week, ${contractWeeklyHours} h contracted` });
  }
  return result;
};

export interface TypedLineFacts extends TimecardLineFacts {
  shiftType: ShiftType;
}

/**
 * A week's overtime minutes (issue 36 item 5, docs/decisions/0145-hours-and-overtime-report.md): the
 * paid minutes of overtime shifts, and on any other shift of a scheduled day the minutes past that
 * day's scheduled length which the 'Longer than scheduled' exception flags. A no-show has none; a
 * shift on an unscheduled day is not overtime unless sent as one (a call-back has its own rate).
 */
export const weekOvertimeMinutes = (lines: readonly TypedLineFacts[], schedule: readonly ShiftSpan[]): number => {
  const scheduledLength = scheduledLengths(schedule);
  return lines.reduce((sum, line) => {
    if (line.noShow) return sum;
    if (line.shiftType === 'overtime') return sum + paidMinutes(line);
    const scheduled = scheduledLength.get(line.date);
    return sum + (scheduled === undefined ? 0 : minutesOverSchedule(spanMinutes(line), scheduled));
  }, 0);
};

export const exceptionCount = (exceptions: readonly LineException[][]): number => exceptions.reduce((sum, line) => sum + line.length, 0);

/** Our texts: SPEC.md names none for timecards. */
export const TIMECARD_APPROVE_PROMPT = 'Do you want to approve this timecard?';
export const TIMECARD_APPROVED = 'Timecard has been approved.';
export const TIMECARD_REJECTED = 'Timecard has been rejected.';
export const TIMECARD_LINE_ADJUSTED = 'The line has been adjusted.';
export const TIMECARD_CHANGED_MEANWHILE = 'Someone else has changed this timecard. The page now shows its current state.';
export const timecardNotPendingMessage = (status: string): string => `This timecard is ${status}; it is no longer waiting for approval.`;
export const TIMECARD_REASON_REQUIRED = 'Enter a reason.';
export const TIMECARD_HAS_EXCEPTIONS = 'This timecard has exceptions: open it to review them before approving.';

/** A week's timecard as an invoice line's check reads it: its status and paid minutes by rate type. */
export interface WeekForBilling {
  status: TimecardStatus;
  regularMinutes: number;
  overtimeMinutes: number;
}

/**
 * Why an invoice line disagrees with the assignment's timecard of its week (issue 36, item 4): hours
 * billed while the week is not approved, more hours than approved, or overtime billed beyond the
 * approved overtime shifts (another rate type), each with both figures. No timecard, no check: a
 * network whose provider sends none bills as before.
 */
export const timecardBillingFlags = (line: { regularHours: number; overtimeHours: number }, week: WeekForBilling | null): string[] => {
  if (!week) return [];
  if (week.status !== 'Approved') return [`The timecard of this week is ${week.status}, not approved: only approved hours are billed.`];
  const approved = Number(hoursText(week.regularMinutes + week.overtimeMinutes));
  const approvedOvertime = Number(hoursText(week.overtimeMinutes));
  const billed = line.regularHours + line.overtimeHours;
  return [
    ...(billed > approved + 0.01 ? [`Bills ${billed} hours; the approved timecard shows ${approved}.`] : []),
    ...(line.overtimeHours > approvedOvertime + 0.01 ? [`Bills ${line.overtimeHours} overtime hours; the approved timecard shows ${approvedOvertime}.`] : []),
  ];
};
