import { describe, expect, it } from 'vitest';
import { lineExceptions, timecardDueAt, timecardRefusals, weekOvertimeMinutes, type ShiftType } from './timecard-rules';

const bounds = { weekStart: '2026-11-16', assignmentStart: '2026-11-17', assignmentEnd: '2026-12-31' };
const shift = (date: string, startMinute: number, endMinute: number, breakMinutes = 30) => ({ date, startMinute, endMinute, breakMinutes, noShow: false });

describe('timecard rules', () => {
  it('is due two weekdays after submission, a weekend not counting', () => {
    expect(timecardDueAt(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(timecardDueAt(new Date('2026-11-27T10:00:00Z')).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(timecardDueAt(new Date('2026-11-28T10:00:00Z')).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('refuses a day before the assignment, an end before its start and a shift inside a long one before it', () => {
    expect(timecardRefusals([shift('2026-11-16', 420, 1140)], bounds)).toEqual([
      "Line 1: 2026-11-16 is outside the assignment's dates (2026-11-17 to 2026-12-31).",
    ]);
    expect(timecardRefusals([shift('2026-11-17', 1140, 420)], bounds)[0]).toMatch(/^Line 1: the end 07:00 is not after the start 19:00/);
    // Line 1 reaches past lines 2 and 3; line 3 overlaps line 1 though not line 2.
    expect(timecardRefusals([shift('2026-11-17', 0, 1000), shift('2026-11-17', 100, 200), shift('2026-11-17', 300, 400)], bounds)).toEqual([
      'Line 2 overlaps line 1.',
      'Line 3 overlaps line 1.',
    ]);
    expect(timecardRefusals([shift('2026-11-17', 1140, 1890), shift('2026-11-18', 480, 1140)], bounds)).toEqual([]);
  });

  it('flags each exception on its line: longer than scheduled, no break over 6 h, a day not scheduled, the line over contract hours', () => {
    const schedule = [shift('2026-11-17', 420, 1170), shift('2026-11-19', 420, 1170)];
    const flags = lineExceptions([shift('2026-11-17', 420, 1260), shift('2026-11-19', 420, 1170, 0), shift('2026-11-20', 420, 1170)], schedule, 36);
    expect(flags.map((line) => line.map((flag) => flag.kind))).toEqual([['overSchedule'], ['missingBreak'], ['unscheduledDay', 'overContract']]);
    expect(flags[2]![1]!.text).toBe('Over contract hours: 38 h this week, 36 h contracted');
    // Within the 15-minute grace, and a no-show, flag nothing.
    expect(lineExceptions([shift('2026-11-17', 420, 1180), { ...shift('2026-11-21', 0, 900, 0), noShow: true }], schedule, 36)).toEqual([[], []]);
  });

  it("counts a week's overtime as overtime shifts' paid minutes and, on other scheduled shifts, the minutes the 'Longer than scheduled' exception flags", () => {
    const schedule = [shift('2026-11-17', 420, 1170), shift('2026-11-19', 420, 1170), shift('2026-11-20', 420, 1170)];
    const typed = (line: ReturnType<typeof shift>, shiftType: ShiftType = 'regular') => ({ ...line, shiftType });
    const lines = [
      // 90 minutes past the 12.5 h scheduled: flagged, so 90 minutes of overtime.
      typed(shift('2026-11-17', 420, 1260)),
      // Sent as an overtime shift: all of its 8 paid hours.
      typed(shift('2026-11-18', 420, 930), 'overtime'),
      // 10 minutes past the schedule, inside the grace: none.
      typed(shift('2026-11-19', 420, 1180)),
      // A no-show sent as overtime and a call-back on an unscheduled day: none.
      { ...typed(shift('2026-11-20', 420, 1400), 'overtime'), noShow: true },
      typed(shift('2026-11-21', 420, 930), 'call-back'),
    ];
    expect(weekOvertimeMinutes(lines, schedule)).toBe(90 + 480);
    expect(lineExceptions(lines, schedule, null).map((line) => line.map((flag) => flag.kind))).toEqual([['overSchedule'], ['unscheduledDay'], [], [], ['unscheduledDay']]);
  });
});
