import { describe, expect, it } from 'vitest';
import { routeById } from '@portal/domain/access/routes';
import { breadcrumbTrail, showsBreadcrumbs } from './breadcrumb-trail';

describe('breadcrumbs', () => {
  it('goes Home, then the list, then the details page', () => {
    expect(breadcrumbTrail(routeById('assignedDetails'))).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Assigned', path: '/assigned' },
      { label: 'Assigned Details' },
    ]);
    expect(breadcrumbTrail(routeById('insightsReportDetails'))).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Insights', path: '/insights/reports' },
      { label: 'Report' },
    ]);
  });

  it('is not shown on home and dashboard', () => {
    expect(showsBreadcrumbs(routeById('home'))).toBe(false);
    expect(showsBreadcrumbs(routeById('dashboard'))).toBe(false);
    expect(showsBreadcrumbs(routeById('profile'))).toBe(true);
  });
});
