import { describe, expect, it } from 'vitest';
import { describeLocalTiming, localHourLabel } from './local-schedule-times';

const weekly = { frequency: 'weekly' as const, weekday: 5, monthDay: null, hour: 7 };

describe('schedule times in the user\'s time zone', () => {
  it('says a weekly UTC time as the local day and time, with the zone named', () => {
    // Friday 27 November 2026, 07:00 UTC.
    const nextRunAt = '2026-11-27T07:00:00.000Z';
    expect(describeLocalTiming({ ...weekly, nextRunAt }, 'Asia/Tokyo')).toBe('Every Friday at 16:00 (Asia/Tokyo)');
    expect(describeLocalTiming({ ...weekly, nextRunAt }, 'America/Chicago')).toBe('Every Friday at 01:00 (America/Chicago)');
    expect(describeLocalTiming({ ...weekly, hour: 2, nextRunAt: '2026-11-27T02:00:00.000Z' }, 'America/Chicago')).toBe('Every Thursday at 20:00 (America/Chicago)');
    expect(describeLocalTiming({ ...weekly, nextRunAt }, 'Asia/Kolkata')).toBe('Every Friday at 12:30 (Asia/Kolkata)');
  });

  it('says daily and monthly times locally, day 1 early in UTC being the last day of the month before', () => {
    expect(describeLocalTiming({ frequency: 'daily', weekday: null, monthDay: null, hour: 14, nextRunAt: '2026-11-28T14:00:00.000Z' }, 'America/Chicago')).toBe('Every day at 08:00 (America/Chicago)');
    expect(describeLocalTiming({ frequency: 'monthly', weekday: null, monthDay: 15, hour: 12, nextRunAt: '2026-12-15T12:00:00.000Z' }, 'Europe/Berlin')).toBe('Monthly on day 15 at 13:00 (Europe/Berlin)');
    expect(describeLocalTiming({ frequency: 'monthly', weekday: null, monthDay: 1, hour: 3, nextRunAt: '2026-12-01T03:00:00.000Z' }, 'America/Chicago')).toBe('Monthly on the last day at 21:00 (America/Chicago)');
  });

  it('labels the dialog\'s UTC hours by the local time, and the day they fall on there', () => {
    const today = new Date('2026-11-28T10:00:00.000Z');
    expect(localHourLabel(7, 'Asia/Tokyo', today)).toBe('16:00 (Asia/Tokyo) · 07:00 UTC');
    expect(localHourLabel(2, 'America/Chicago', today)).toBe('20:00 (America/Chicago, the day before) · 02:00 UTC');
    expect(localHourLabel(20, 'Asia/Tokyo', today)).toBe('05:00 (Asia/Tokyo, the day after) · 20:00 UTC');
  });
});
