import { describe, expect, it } from 'vitest';
import { describeTiming, nextRunAfter } from './report-schedule-times';

const at = (iso: string) => new Date(iso);

describe('nextRunAfter', () => {
  it('runs a daily schedule later today when its hour is still ahead, else tomorrow', () => {
    const daily = { frequency: 'daily', weekday: null, monthDay: null, hour: 7 } as const;
    expect(nextRunAfter(daily, at('2026-11-24T06:59:00Z')).toISOString()).toBe('2026-11-24T07:00:00.000Z');
    expect(nextRunAfter(daily, at('2026-11-24T07:00:00Z')).toISOString()).toBe('2026-11-25T07:00:00.000Z');
    expect(nextRunAfter(daily, at('2026-12-31T08:00:00Z')).toISOString()).toBe('2027-01-01T07:00:00.000Z');
  });

  it('runs a weekly schedule on its weekday, a week later when that time has passed', () => {
    // 2026-11-24 is a Tuesday.
    const monday = { frequency: 'weekly', weekday: 1, monthDay: null, hour: 9 } as const;
    expect(nextRunAfter(monday, at('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-11-30T09:00:00.000Z');
    const tuesday = { ...monday, weekday: 2 };
    expect(nextRunAfter(tuesday, at('2026-11-24T08:00:00Z')).toISOString()).toBe('2026-11-24T09:00:00.000Z');
    expect(nextRunAfter(tuesday, at('2026-11-24T09:00:00Z')).toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });

  it('runs a monthly schedule on its day, the next month when that time has passed', () => {
    const fifth = { frequency: 'monthly', weekday: null, monthDay: 5, hour: 0 } as const;
    expect(nextRunAfter(fifth, at('2026-11-04T23:00:00Z')).toISOString()).toBe('2026-11-05T00:00:00.000Z');
    expect(nextRunAfter(fifth, at('2026-12-05T00:00:00Z')).toISOString()).toBe('2027-01-05T00:00:00.000Z');
  });
});

describe('describeTiming', () => {
  it('says when each frequency runs', () => {
    expect(describeTiming({ frequency: 'daily', weekday: null, monthDay: null, hour: 7 })).toBe('Every day at 07:00 UTC');
    expect(describeTiming({ frequency: 'weekly', weekday: 1, monthDay: null, hour: 14 })).toBe('Every Monday at 14:00 UTC');
    expect(describeTiming({ frequency: 'monthly', weekday: null, monthDay: 28, hour: 0 })).toBe('Monthly on day 28 at 00:00 UTC');
  });
});
