import { exceptionCount, lineExceptions, paidMinutes, spanMinutes, weekOvertimeMinutes, type ShiftType, type TimecardLineFacts } from '@portal/domain/timecards/timecard-rules';

/**
 * The weeks the large seed's timecards are drawn from (docs/decisions/0150-large-seed-timecards.md).
 * Every benchmark assignment has 36 contract hours, scheduled as three 12-hour shifts (12.5 h with a
 * 30-minute break) on Monday, Wednesday and Friday; a week is one of these shapes of that schedule,
 * laid at the assignment's shift start. Its totals and exception count are worked out here with the
 * API's own rules, so the set-based SQL writes what a submission through the API would have stored.
 */

/** Contract hours of every benchmark deal (large-statements.ts seeds guaranteed_hours 36). */
export const LARGE_CONTRACT_HOURS = 36;
/** Scheduled weekdays (0 = Monday) and the scheduled length of each shift, in minutes. */
const SCHEDULED_DAYS = [0, 2, 4] as const;
const SHIFT_MINUTES = 12 * 60 + 30;
const BREAK_MINUTES = 30;
/** Lines a week holds at most: the seed's line ids leave this many counters per week. */
export const LARGE_WEEK_LINES_MAX = 4;

export const WEEK_SHAPE_NAMES = ['plain', 'late', 'noBreak', 'extra', 'noShow'] as const;
export type WeekShapeName = (typeof WEEK_SHAPE_NAMES)[number];

/** One line of a shape: its day in the week and its minutes relative to the assignment's shift start. */
export interface ShapeLine {
  position: number;
  day: number;
  startOffset: number;
  endOffset: number;
  breakMinutes: number;
  shiftType: ShiftType;
  note: string | null;
  noShow: boolean;
}

export interface WeekShape {
  name: WeekShapeName;
  lines: ShapeLine[];
  scheduledMinutes: number;
  workedMinutes: number;
  overtimeMinutes: number;
  exceptions: number;
}

const scheduled = (): ShapeLine[] =>
  SCHEDULED_DAYS.map((day, position) => ({ position, day, startOffset: 0, endOffset: SHIFT_MINUTES, breakMinutes: BREAK_MINUTES, shiftType: 'regular', note: null, noShow: false }));

/** The lines of each shape: as scheduled; a late finish billed as overtime; a skipped break; an extra Saturday overtime shift; a no-show the approver marked. */
const SHAPE_LINES: Record<WeekShapeName, () => ShapeLine[]> = {
  plain: scheduled,
  late: () => scheduled().map((line, i) => (i === 0 ? { ...line, endOffset: SHIFT_MINUTES + 90, shiftType: 'overtime', note: 'Stayed for a late admission.' } : line)),
  noBreak: () => scheduled().map((line, i) => (i === 1 ? { ...line, breakMinutes: 0 } : line)),
  extra: () => [
    ...scheduled(),
    { position: 3, day: 5, startOffset: 0, endOffset: SHIFT_MINUTES, breakMinutes: BREAK_MINUTES, shiftType: 'overtime', note: 'Extra shift to cover the census.', noShow: false },
  ],
  noShow: () => scheduled().map((line, i) => (i === 0 ? { ...line, noShow: true } : line)),
};

/** A Monday to lay a shape on: the rules only compare days of one week, so any Monday gives the same figures. */
const SAMPLE_MONDAY = Date.UTC(2026, 0, 5);
const sampleDate = (day: number) => new Date(SAMPLE_MONDAY + day * 86_400_000).toISOString().slice(0, 10);
/** A day shift's start; a night shift starts later and ends past midnight, which changes no figure. */
const SAMPLE_START = 7 * 60;

const factsOf = (line: ShapeLine): TimecardLineFacts => ({
  date: sampleDate(line.day),
  startMinute: SAMPLE_START + line.startOffset,
  endMinute: SAMPLE_START + line.endOffset,
  breakMinutes: line.breakMinutes,
  noShow: line.noShow,
});

/** Every shape with the totals and exception count the API's rules give it. */
export const largeWeekShapes = (): WeekShape[] =>
  WEEK_SHAPE_NAMES.map((name) => {
    const lines = SHAPE_LINES[name]();
    const facts = lines.map(factsOf);
    const schedule = SCHEDULED_DAYS.map((day) => ({ date: sampleDate(day), startMinute: SAMPLE_START, endMinute: SAMPLE_START + SHIFT_MINUTES }));
    return {
      name,
      lines,
      scheduledMinutes: schedule.reduce((sum, shift) => sum + spanMinutes(shift), 0),
      workedMinutes: facts.reduce((sum, line) => sum + paidMinutes(line), 0),
      overtimeMinutes: weekOvertimeMinutes(
        facts.map((fact, i) => ({ ...fact, shiftType: lines[i]!.shiftType })),
        schedule,
      ),
      exceptions: exceptionCount(lineExceptions(facts, schedule, LARGE_CONTRACT_HOURS)),
    };
  });

/** The schedule's days and length, for the SQL that writes each week's `schedule`. */
export const LARGE_SCHEDULE = { days: SCHEDULED_DAYS, shiftMinutes: SHIFT_MINUTES } as const;
