import { allows, type AccessSubject } from '@portal/domain/access/access-rule';
import { routeById, type RouteId } from '@portal/domain/access/routes';
import type { DashboardSummary } from '@portal/domain/api/dashboard';
import type { DashboardFilter } from './dashboard-filter';

export interface SummaryCard {
  id: 'onAssignment' | 'startingSoon' | 'endingSoon' | 'openJobs' | 'candidatesToReview';
  label: string;
  count: number;
  /** The list this count is a filtered view of; absent when the user may not open it. */
  href?: string;
}

/**
 * The URL filter each card hands to its list page. List pages read these query parameters
 * (`statuses`, `hospitals`, `dateType`, `window`) as their initial filter; see docs/decisions.md.
 */
const link = (routeId: RouteId, params: Record<string, string>, filter: DashboardFilter) => {
  const search = new URLSearchParams(params);
  if (filter.hospital) search.set('hospitals', filter.hospital);
  return `${routeById(routeId).path}?${search.toString()}`;
};

export const summaryCards = (summary: DashboardSummary, subject: AccessSubject, filter: DashboardFilter): SummaryCard[] => {
  const days = summary.windowDays;
  const jobsRoute: RouteId = subject.flags.unifiedJobExperience ? 'jobs' : 'jobPosts';
  const defs: { id: SummaryCard['id']; label: string; routeId: RouteId; params: Record<string, string> }[] = [
    { id: 'onAssignment', label: 'On Assignment', routeId: 'assigned', params: { statuses: 'On Assignment' } },
    { id: 'startingSoon', label: `Starting in ${days} Days`, routeId: 'startsStops', params: { dateType: 'Starts', window: String(days) } },
    { id: 'endingSoon', label: `Ending in ${days} Days`, routeId: 'startsStops', params: { dateType: 'Stops', window: String(days) } },
    { id: 'openJobs', label: 'Open Jobs', routeId: jobsRoute, params: { statuses: 'Active' } },
    { id: 'candidatesToReview', label: 'Candidates to Review', routeId: 'candidates', params: { statuses: 'Ready for Review' } },
  ];
  return defs.flatMap(({ id, label, routeId, params }) => {
    const count = summary[id];
    if (count === null) return [];
    const href = allows(subject, routeById(routeId).rule) ? link(routeId, params, filter) : undefined;
    return [{ id, label, count, href }];
  });
};
