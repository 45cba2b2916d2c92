import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationItem } from '@portal/domain/api/notifications';
import { filterCandidatesToReadyForReview, notificationTarget } from './open-notification';

const item = (over: Partial<NotificationItem>): NotificationItem => ({
  notificationReceiptId: '00000000-0000-4000-8000-000000000001',
  notificationText: 'text',
  notificationSubType: 'ReadyForReview',
  dealId: '00000000-0000-4000-8000-0000000000d1',
  identifier: null,
  createdDate: '2026-11-24T10:00:00.000Z',
  wasRead: false,
  ...over,
});

describe('opening a notification', () => {
  afterEach(() => window.sessionStorage.clear());

  it('goes to job details for the job subtypes and to the candidate otherwise (SPEC.md §4)', () => {
    for (const subType of ['JobApproverDesignated', 'JobApproved', 'JobDeclined'] as const) {
      expect(notificationTarget(item({ notificationSubType: subType, dealId: null, identifier: 'CPT10000001' }), { unifiedJobExperience: true })).toBe('/jobs/CPT10000001');
      expect(notificationTarget(item({ notificationSubType: subType, dealId: null, identifier: 'CPT10000001' }), { unifiedJobExperience: false })).toBe('/job-posts/CPT10000001');
    }
    expect(notificationTarget(item({}), { unifiedJobExperience: true })).toBe('/candidates/00000000-0000-4000-8000-0000000000d1');
    expect(notificationTarget(item({ dealId: null }), { unifiedJobExperience: true })).toBe('/candidates');
  });

  it('sets the candidate status filter to Ready for Review on page 1, keeping the rest of the stored list state', () => {
    window.sessionStorage.setItem('cpt_list_candidates', JSON.stringify({ search: 'Lee', page: 4, statuses: ['Offered'], layout: 'list' }));
    filterCandidatesToReadyForReview();
    expect(JSON.parse(window.sessionStorage.getItem('cpt_list_candidates')!)).toEqual({ search: 'Lee', page: 1, statuses: ['Ready for Review'], layout: 'list' });
    window.sessionStorage.setItem('cpt_list_candidates', 'not json');
    filterCandidatesToReadyForReview();
    expect(JSON.parse(window.sessionStorage.getItem('cpt_list_candidates')!)).toEqual({ page: 1, statuses: ['Ready for Review'] });
  });
});
