import { describe, expect, it } from 'vitest';
import { dayAfter, extensionFormDefaults, extensionFormSchema, START_BEFORE_CURRENT_START_MESSAGE, weeksLabel } from './extension-form';

const assignment = {
  travelerFirstName: 'Avery',
  travelerLastName: 'Lee',
  assignmentEndDate: '2026-12-31',
  jobEntity: { shiftLength: '12 Hours' },
};

const messages = (values: Record<string, unknown>) => {
  const result = extensionFormSchema('2026-10-01').safeParse({ ...extensionFormDefaults(assignment), reasonRequest: 'Staff Vacancy', ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('extension form (SPEC.md §4, §5)', () => {
  it('starts the day after the assignment ends, for 13 weeks, for the clinician', () => {
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(extensionFormDefaults(assignment)).toMatchObject({ assignedName: 'Avery Lee', assignmentDuration: 13, startDate: '2027-01-01', shiftLength: '12 Hours' });
    expect(extensionFormDefaults({ ...assignment, jobEntity: { shiftLength: null } }).shiftLength).toBe('');
    expect(weeksLabel(13)).toBe('13 Weeks');
  });

  it('uses the exact messages', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ assignedName: ' ', reasonRequest: '', shiftLength: '', startDate: '' })).toEqual([
      'This field is required',
      'This field is required',
      'This field is required',
      'This field is required',
    ]);
    expect(messages({ notes: 'x'.repeat(2001) })).toEqual(['Maximum length is 2000 characters']);
    expect(messages({ startDate: '2026-09-30' })).toEqual([START_BEFORE_CURRENT_START_MESSAGE]);
    expect(messages({ startDate: '2026-10-01' })).toEqual([]);
  });
});
