import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@portal/domain/access/feature-flags';
import { routeById } from '@portal/domain/access/routes';
import { breadcrumbTrail, showsBreadcrumbs } from './breadcrumb-trail';

describe('breadcrumbs', () => {
  it('goes Home, then the list, then the details page', () => {
    expect(breadcrumbTrail(routeById('assignedDetails'), FEATURE_FLAGS)).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Assigned', path: '/assigned' },
      { label: 'Assigned Details' },
    ]);
    expect(breadcrumbTrail(routeById('insightsReportDetails'), FEATURE_FLAGS)).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Insights Reports', path: '/insights/reports' },
      { label: 'Report' },
    ]);
  });

  it('leads from job details to the job list the flags give: /job-posts, or /jobs with the unified-job flag', () => {
    expect(breadcrumbTrail(routeById('jobPostDetails'), FEATURE_FLAGS)[1]).toEqual({ label: 'Job Postings', path: '/job-posts' });
    expect(breadcrumbTrail(routeById('jobPostDetails'), { ...FEATURE_FLAGS, unifiedJobExperience: true })[1]).toEqual({
      label: 'Jobs',
      path: '/jobs',
    });
  });

  it('is not shown on home and dashboard', () => {
    expect(showsBreadcrumbs(routeById('home'))).toBe(false);
    expect(showsBreadcrumbs(routeById('dashboard'))).toBe(false);
    expect(showsBreadcrumbs(routeById('profile'))).toBe(true);
  });
});
