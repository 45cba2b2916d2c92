import { describe, expect, it } from 'vitest';
import { ALL_FLAGS_ON, DEFAULT_FLAGS, sessionFor } from '@/test/fixtures.test-kit';
import { SUMMARY } from '@/test/handlers.test-kit';
import { summaryCards } from './summary-cards';

describe('summaryCards', () => {
  it('links each card to the list whose total it is: one status, and on Starts / Stops a date type and window', () => {
    const cards = summaryCards(SUMMARY, sessionFor('Client Admin', { flags: DEFAULT_FLAGS }).subject, {});
    expect(cards.map((c) => [c.label, c.count, c.href])).toEqual([
      ['On Assignment', 130, '/assigned?statuses=On+Assignment'],
      ['Starting in 14 Days', 11, '/starts-stops?statuses=Assigned&dateType=Starts&window=14'],
      ['Ending in 14 Days', 24, '/starts-stops?statuses=On+Assignment&dateType=Stops&window=14'],
      ['Open Jobs', 55, '/job-posts?statuses=Active'],
      ['Candidates to Review', 110, '/candidates?statuses=Ready+for+Review'],
    ]);
  });

  it('says how many candidates to review are overdue, on their card only', () => {
    const cards = summaryCards(SUMMARY, sessionFor('Client Admin', { flags: DEFAULT_FLAGS }).subject, {});
    expect(cards.filter((c) => c.note).map((c) => [c.id, c.note, c.noteHref])).toEqual([
      ['candidatesToReview', '12 overdue', '/candidates?statuses=Ready+for+Review&overdue=only'],
    ]);
    const withheld = summaryCards({ ...SUMMARY, candidatesToReview: null, candidatesOverdue: null }, sessionFor('Client Admin').subject, {});
    expect(withheld.find((c) => c.id === 'candidatesToReview')).toBeUndefined();
  });

  it('carries the hospital filter and follows the unified job flag', () => {
    const cards = summaryCards(SUMMARY, sessionFor('Client Admin', { flags: ALL_FLAGS_ON }).subject, { hospital: 'h-1' });
    expect(cards.find((c) => c.id === 'openJobs')?.href).toBe('/jobs?statuses=Active&hospitals=h-1');
    expect(cards.find((c) => c.id === 'onAssignment')?.href).toBe('/assigned?statuses=On+Assignment&hospitals=h-1');
  });

  it('leaves out counts the server withheld and links the user may not follow', () => {
    const cards = summaryCards({ ...SUMMARY, openJobs: null }, sessionFor('General User', { flags: DEFAULT_FLAGS }).subject, {});
    expect(cards.map((c) => c.id)).not.toContain('openJobs');
    // A General User has no Starts / Stops page: the count shows without a link.
    expect(cards.find((c) => c.id === 'startingSoon')).toMatchObject({ count: 11, href: undefined });
  });
});
