import { describe, expect, it } from 'vitest';
import { reviewClock, waitedLabel } from './review-clock';

describe('waitedLabel', () => {
  it('gives the two largest units, singular where one', () => {
    expect(waitedLabel(0)).toBe('0 minutes');
    expect(waitedLabel(1)).toBe('1 minute');
    expect(waitedLabel(60)).toBe('1 hour');
    expect(waitedLabel(61)).toBe('1 hour 1 minute');
    expect(waitedLabel(47 * 60 + 59)).toBe('1 day 23 hours');
    expect(waitedLabel(48 * 60)).toBe('2 days');
    expect(waitedLabel(49 * 60 + 30)).toBe('2 days 1 hour');
  });

  it('never shows a negative wait (a clock slightly behind the server)', () => {
    expect(waitedLabel(-5)).toBe('0 minutes');
  });
});

describe('reviewClock', () => {
  const submitted = '2026-11-20T08:00:00.000Z';
  const due = '2026-11-22T08:00:00.000Z';

  it('is not overdue before the review-by time', () => {
    const clock = reviewClock(submitted, due, new Date('2026-11-22T07:59:00.000Z'));
    expect(clock).toMatchObject({ waited: '1 day 23 hours', overdue: false });
  });

  it('is overdue from the review-by time on', () => {
    expect(reviewClock(submitted, due, new Date(due)).overdue).toBe(true);
    expect(reviewClock(submitted, due, new Date('2026-11-23T10:00:00.000Z'))).toMatchObject({ waited: '3 days 2 hours', overdue: true });
  });

  it('shows the review-by time in the browser time zone', () => {
    const local = new Date(due);
    const hour = local.getHours() % 12 || 12;
    expect(reviewClock(submitted, due, new Date(submitted)).reviewBy).toMatch(new RegExp(` ${hour}:00 (AM|PM)$`));
  });
});
