import { describe, expect, it } from 'vitest';
import { JOB_SEARCH_INPUT_MAX } from '../limits';
import { jobSearchQuery, JobSearch } from './job-list';

describe('JobSearch', () => {
  it('takes a pasted Job # whole: the CPT prefix, in any case, is dropped before the 6 to 10 rule', () => {
    expect(JobSearch.parse('CPT10002812')).toBe('10002812');
    expect(JobSearch.parse(' cpt10002812 ')).toBe('10002812');
    expect(JobSearch.parse('Cpt1000281234')).toBe('1000281234');
    expect(JOB_SEARCH_INPUT_MAX).toBe('CPT1000281234'.length);
  });

  it('keeps SPEC.md §5 for the number itself: 6 to 10 characters, trimmed, empty clears', () => {
    expect(JobSearch.parse('100028')).toBe('100028');
    expect(JobSearch.parse('  ')).toBe('');
    expect(JobSearch.safeParse('CPT10002').error?.issues[0]?.message).toBe('Enter at least 6 characters of the Job #');
    expect(JobSearch.safeParse('10002').error?.issues[0]?.message).toBe('Enter at least 6 characters of the Job #');
    expect(JobSearch.safeParse('CPT10002812345').error?.issues[0]?.message).toBe('Maximum length is 10 characters');
    expect(JobSearch.safeParse('cpt').error?.issues[0]?.message).toBe('Enter at least 6 characters of the Job #');
    expect(JobSearch.safeParse('1'.repeat(10_000)).error?.issues).toHaveLength(1);
  });

  it('leaves a CPT that is not at the start alone', () => {
    expect(JobSearch.parse('100CPT')).toBe('100CPT');
  });

  it('jobSearchQuery gives the term to query, or nothing while the text cannot be queried', () => {
    expect(jobSearchQuery('CPT10002812')).toBe('10002812');
    expect(jobSearchQuery('10002812')).toBe('10002812');
    expect(jobSearchQuery('CPT100')).toBeUndefined();
    expect(jobSearchQuery('')).toBeUndefined();
  });
});
