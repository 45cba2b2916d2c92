import { describe, expect, it } from 'vitest';
import { endingSoon, startsInsideWindow } from './assignment-emphasis';

const today = new Date(2026, 10, 22);

describe('assignment emphasis', () => {
  it('bolds a start inside the window, today and the last day included', () => {
    expect(startsInsideWindow({ assignmentStartDate: '2026-11-22' }, 14, today)).toBe(true);
    expect(startsInsideWindow({ assignmentStartDate: '2026-12-06' }, 14, today)).toBe(true);
    expect(startsInsideWindow({ assignmentStartDate: '2026-12-07' }, 14, today)).toBe(false);
    expect(startsInsideWindow({ assignmentStartDate: '2026-11-21' }, 14, today)).toBe(false);
  });

  it('marks On Assignment ending in under 60 days, and nothing else', () => {
    expect(endingSoon({ travelerStatus: 'On Assignment', assignmentEndDate: '2027-01-20' }, today)).toBe(true);
    expect(endingSoon({ travelerStatus: 'On Assignment', assignmentEndDate: '2027-01-21' }, today)).toBe(false);
    expect(endingSoon({ travelerStatus: 'Assigned', assignmentEndDate: '2026-12-01' }, today)).toBe(false);
  });
});
