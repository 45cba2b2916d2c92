import { describe, expect, it } from 'vitest';
import { timecardBillingFlags } from '@portal/domain/timecards/timecard-rules';
import { LARGE_WEEK_LINES_MAX, largeWeekShapes, WEEK_SHAPE_NAMES, type WeekShape } from './large-week-shapes';

const shape = (name: WeekShape['name']) => largeWeekShapes().find((s) => s.name === name)!;
/** The approved week as the invoice check reads it (invoice-line-columns.ts): paid minutes split by overtime lines. */
const approved = (s: WeekShape) => {
  const paid = (l: WeekShape['lines'][number]) => (l.noShow ? 0 : l.endOffset - l.startOffset - l.breakMinutes);
  return {
    status: 'Approved' as const,
    regularMinutes: s.lines.filter((l) => l.shiftType !== 'overtime').reduce((sum, l) => sum + paid(l), 0),
    overtimeMinutes: s.lines.filter((l) => l.shiftType === 'overtime').reduce((sum, l) => sum + paid(l), 0),
  };
};

describe('the large seed’s week shapes', () => {
  it('are every named shape, each within the line ids the seed leaves a week, positions in order', () => {
    expect(largeWeekShapes().map((s) => s.name)).toEqual([...WEEK_SHAPE_NAMES]);
    for (const s of largeWeekShapes()) {
      expect(s.lines.length).toBeLessThanOrEqual(LARGE_WEEK_LINES_MAX);
      expect(s.lines.map((l) => l.position)).toEqual(s.lines.map((_, i) => i));
    }
  });

  it('work out the totals and exceptions the API’s rules give each week', () => {
    const figures = Object.fromEntries(largeWeekShapes().map((s) => [s.name, [s.scheduledMinutes, s.workedMinutes, s.overtimeMinutes, s.exceptions]]));
    expect(figures).toEqual({
      plain: [2250, 2160, 0, 0],
      // 90 minutes past the scheduled end, sent as an overtime shift (all its paid minutes): longer than scheduled, and over the 36 contract hours.
      late: [2250, 2250, 810, 2],
      // A 12.5-hour shift without a break, and over the contract hours; no longer than scheduled, so no overtime.
      noBreak: [2250, 2190, 0, 2],
      // A Saturday nobody scheduled, sent as overtime, and over the contract hours.
      extra: [2250, 2880, 720, 2],
      noShow: [2250, 1440, 0, 0],
    });
  });

  it('give the weeks billed as the large invoices bill them nothing to flag, and a no-show week the billed hours it lacks', () => {
    // large-invoices.ts bills 36 regular hours, or 40 regular and 8 overtime on every ninth invoice.
    expect(timecardBillingFlags({ regularHours: 36, overtimeHours: 0 }, approved(shape('plain')))).toEqual([]);
    expect(timecardBillingFlags({ regularHours: 40, overtimeHours: 8 }, approved(shape('extra')))).toEqual([]);
    expect(timecardBillingFlags({ regularHours: 40, overtimeHours: 8 }, approved(shape('plain')))).toHaveLength(2);
    expect(timecardBillingFlags({ regularHours: 36, overtimeHours: 0 }, approved(shape('noShow')))).toEqual(['Bills 36 hours; the approved timecard shows 24.']);
  });
});
