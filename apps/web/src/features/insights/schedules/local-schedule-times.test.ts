import { describe, expect, it } from 'vitest';
import { describeLocalTiming, localHourLabel } from './local-schedule-times';

const weekly = { frequency: 'weekly' as const, weekday: 5, monthDay: null, hour: 7 };
/** Wednesday 25 November 2026: the next Friday 07:00 UTC is the 27th. */
const now = new Date('2026-11-25T10:00:00.000Z');

describe('schedule times in the user\'s time zone', () => {
  it('says a weekly UTC time as the local day and time, with the zone named', () => {
    expect(describeLocalTiming(weekly, 'Asia/Tokyo', now)).toBe('Every Friday at 16:00 (Asia/Tokyo)');
    expect(describeLocalTiming(weekly, 'America/Chicago', now)).toBe('Every Friday at 01:00 (America/Chicago)');
    expect(describeLocalTiming({ ...weekly, hour: 2 }, 'America/Chicago', now)).toBe('Every Thursday at 20:00 (America/Chicago)');
    expect(describeLocalTiming(weekly, 'Asia/Kolkata', now)).toBe('Every Friday at 12:30 (Asia/Kolkata)');
  });

  it('says daily and monthly times locally, day 1 early in UTC being the last day of the month before', () => {
    expect(describeLocalTiming({ frequency: 'daily', weekday: null, monthDay: null, hour: 14 }, 'America/Chicago', now)).toBe('Every day at 08:00 (America/Chicago)');
    expect(describeLocalTiming({ frequency: 'monthly', weekday: null, monthDay: 15, hour: 12 }, 'Europe/Berlin', now)).toBe('Monthly on day 15 at 13:00 (Europe/Berlin)');
    expect(describeLocalTiming({ frequency: 'monthly', weekday: null, monthDay: 1, hour: 3 }, 'America/Chicago', now)).toBe('Monthly on the last day at 21:00 (America/Chicago)');
  });

  it('reads the timing, not a next run moved to now for a first e-mail sent at once', () => {
    // Saturday 28 November 2026, 12:10 UTC: the moment a Friday schedule with its first e-mail now is saved.
    expect(describeLocalTiming(weekly, 'Asia/Tokyo', new Date('2026-11-28T12:10:00.000Z'))).toBe('Every Friday at 16:00 (Asia/Tokyo)');
  });

  it('labels the dialog\'s UTC hours by the local time, and the day they fall on there', () => {
    const today = new Date('2026-11-28T10:00:00.000Z');
    expect(localHourLabel(7, 'Asia/Tokyo', today)).toBe('16:00 (Asia/Tokyo) · 07:00 UTC');
    expect(localHourLabel(2, 'America/Chicago', today)).toBe('20:00 (America/Chicago, the day before) · 02:00 UTC');
    expect(localHourLabel(20, 'Asia/Tokyo', today)).toBe('05:00 (Asia/Tokyo, the day after) · 20:00 UTC');
  });
});
