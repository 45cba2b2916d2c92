import type { ComponentType } from 'react';
import { PORTAL_ROUTES, type PortalRoute, type RouteId } from '@portal/domain/access/routes';
import { signedInRouteAt } from './signed-out-entry';

type PageLoader = () => Promise<{ Component: ComponentType }>;

/**
 * The page of each route id, loaded on demand. Routes of later features have no entry yet: they are
 * still mounted and guarded (their rules apply) and show only their title until their feature adds
 * the page here.
 */
const PAGES: Partial<Record<RouteId, PageLoader>> = {
  home: () => import('./home-page').then((m) => ({ Component: m.HomePage })),
  myDecisions: () => import('../features/decisions/queue/my-decisions-page').then((m) => ({ Component: m.MyDecisionsPage })),
  dashboard: () => import('../features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  assigned: () => import('../features/assignments/list/assigned-page').then((m) => ({ Component: m.AssignedPage })),
  jobPosts: () => import('../features/jobs/list/job-posts-page').then((m) => ({ Component: m.JobPostsPage })),
  jobs: () => import('../features/jobs/list/jobs-page').then((m) => ({ Component: m.JobsPage })),
  jobPostDetails: () => import('../features/jobs/details/job-details-page').then((m) => ({ Component: m.JobDetailsPage })),
  jobDetails: () => import('../features/jobs/details/job-details-page').then((m) => ({ Component: m.JobDetailsPage })),
  candidates: () => import('../features/candidates/list/candidate-list-page').then((m) => ({ Component: m.CandidateListPage })),
  candidateDetails: () =>
    import('../features/candidates/details/candidate-details-page').then((m) => ({ Component: m.CandidateDetailsPage })),
  startsStops: () => import('../features/assignments/list/starts-stops-page').then((m) => ({ Component: m.StartsStopsPage })),
  userMaintenance: () => import('../features/users/list/user-maintenance-page').then((m) => ({ Component: m.UserMaintenancePage })),
  profile: () => import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
  invoices: () => import('../features/invoices/list/invoices-page').then((m) => ({ Component: m.InvoicesPage })),
  timecards: () => import('../features/timecards/list/timecard-list-page').then((m) => ({ Component: m.TimecardListPage })),
  myTeam: () => import('../features/my-team/list/my-team-page').then((m) => ({ Component: m.MyTeamPage })),
  timecardDetails: () => import('../features/timecards/details/timecard-details-page').then((m) => ({ Component: m.TimecardDetailsPage })),
  financialReport: () =>
    import('../features/reports/financial-report/financial-report-page').then((m) => ({ Component: m.FinancialReportPage })),
  reports: () => import('../features/reports/bill-rate/bill-rate-page').then((m) => ({ Component: m.BillRatePage })),
  insightsReports: () =>
    import('../features/insights/catalogue/insight-catalogue-page').then((m) => ({ Component: m.InsightCataloguePage })),
  insightsFinancialReport: () =>
    import('../features/reports/financial-report/financial-report-page').then((m) => ({ Component: m.InsightsFinancialReportPage })),
  insightsReportDetails: () =>
    import('../features/insights/viewer/insight-report-page').then((m) => ({ Component: m.InsightReportPage })),
  insightsDashboard: () =>
    import('../features/insights/dashboard/insight-dashboard-page').then((m) => ({ Component: m.InsightDashboardPage })),
  insightsCustomReports: () =>
    import('../features/insights/custom/custom-reports-page').then((m) => ({ Component: m.CustomReportsPage })),
  assignedDetails: () =>
    import('../features/assignments/details/assignment-details-page').then((m) => ({ Component: m.AssignmentDetailsPage })),
  startsStopsDetails: () =>
    import('../features/assignments/details/assignment-details-page').then((m) => ({ Component: m.AssignmentDetailsPage })),
  networkSelection: () =>
    import('../features/network/network-selection-page').then((m) => ({ Component: m.NetworkSelectionPage })),
  login: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
  logout: () => import('../features/auth/logout-page').then((m) => ({ Component: m.LogoutPage })),
  implicitCallback: () => import('../features/auth/callback-page').then((m) => ({ Component: m.CallbackPage })),
  notFound: () => import('../features/errors/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
  forbidden: () => import('../features/errors/forbidden-page').then((m) => ({ Component: m.ForbiddenPage })),
};

/**
 * Served by the sign-in provider (the built-in one's own pages, or the external provider's), so the
 * SPA does not mount them; see docs/decisions/0036-invitations.md and
 * docs/decisions/0017-password-reset.md.
 */
const PROVIDER_ROUTES: readonly RouteId[] = ['register', 'forgotPassword'];

export type RouteFrame = 'open' | 'bare' | 'shell';

export interface WebRoute extends PortalRoute {
  frame: RouteFrame;
  page: PageLoader | undefined;
}

const frameOf = (route: PortalRoute): RouteFrame => {
  if (route.open) return 'open';
  return route.id === 'networkSelection' ? 'bare' : 'shell';
};

/** The one route table of the SPA: PORTAL_ROUTES plus how each is framed and its page. */
export const WEB_ROUTES: readonly WebRoute[] = PORTAL_ROUTES.filter((route) => !PROVIDER_ROUTES.includes(route.id)).map(
  (route) => ({ ...route, frame: frameOf(route), page: PAGES[route.id] }),
);

export interface RouteHandle {
  routeId: RouteId;
}

/** The session's frame (session load, inactivity watch) and the shell (sidebar, menus, dialogs). */
export const loadSessionGate = () => import('./session-gate').then((m) => ({ Component: m.SessionGate }));
export const loadShellLayout = () => import('./shell-layout').then((m) => ({ Component: m.ShellLayout }));

/**
 * Starts loading what the signed-in page at `pathname` is drawn with: its frames and its page. Called
 * by the entry, they arrive beside React instead of after it has run and the router has matched the
 * address; the router's own loads then find them already fetched. A failure here is left to those
 * loads, which report it.
 */
export const preloadSignedInPage = (pathname: string) => {
  const signedIn = signedInRouteAt(pathname);
  const route = signedIn && WEB_ROUTES.find((candidate) => candidate.id === signedIn.id);
  if (!route) return;
  const loads = [loadSessionGate(), route.frame === 'shell' ? loadShellLayout() : undefined, route.page?.()];
  for (const load of loads) load?.catch(() => undefined);
};
