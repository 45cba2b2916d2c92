import type { AccessRule } from './access-rule';
import type { FeatureFlags, FlagKey } from './feature-flags';
import { MY_DECISIONS_RULE } from '../decisions/decision-rules';
import { INTERNAL_VIEWER } from './user-types';
import { MY_TEAM_ACCESS } from '../my-team/my-team-access';
import { TIMECARD_VIEW } from '../timecards/timecard-rules';

export type RouteId =
  | 'home'
  | 'myDecisions'
  | 'dashboard'
  | 'assigned'
  | 'assignedDetails'
  | 'candidates'
  | 'candidateDetails'
  | 'jobPosts'
  | 'jobPostDetails'
  | 'jobs'
  | 'jobDetails'
  | 'startsStops'
  | 'startsStopsDetails'
  | 'userMaintenance'
  | 'profile'
  | 'financialReport'
  | 'reports'
  | 'invoices'
  | 'timecards'
  | 'timecardDetails'
  | 'myTeam'
  | 'insightsReports'
  | 'insightsReportDetails'
  | 'insightsDashboard'
  | 'insightsCustomReports'
  | 'insightsFinancialReport'
  | 'networkSelection'
  | 'login'
  | 'logout'
  | 'register'
  | 'forgotPassword'
  | 'implicitCallback'
  | 'notFound'
  | 'forbidden';

export interface PortalRoute {
  id: RouteId;
  path: string;
  /** Display name: page title with the new-dashboard flag, breadcrumb label, sidebar label. */
  label: string;
  /** Open routes need no sign-in; every other route needs a signed-in user. */
  open?: boolean;
  /** Needs a hospital network to act in (internal viewers choose one first). */
  needsNetwork: boolean;
  rule: AccessRule;
  /** Under the new-dashboard flag these routes use the new shell with breadcrumbs. */
  newShell: boolean;
}

/**
 * SPEC.md §2: without ViewJobDetails a job list row still opens the details route, with the row as
 * state, so the route lets in either privilege and the page decides (the details call needs ViewJobDetails).
 */
const JOB_DETAILS_RULE: AccessRule = { anyPrivilege: ['ViewJobDetails', 'ViewRequests'] };

const INSIGHTS: AccessRule = { flagsOn: ['insights'], privileges: ['ViewInsights'], orUserTypes: [INTERNAL_VIEWER] };

/** Every route of SPEC.md §2 with its rule of §6. */
export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { id: 'home', path: '/', label: 'Home', needsNetwork: true, rule: { flagsOn: ['newDashboard'] }, newShell: true },
  { id: 'myDecisions', path: '/decisions', label: 'My decisions', needsNetwork: true, rule: MY_DECISIONS_RULE, newShell: true },
  { id: 'dashboard', path: '/dashboard', label: 'Dashboard', needsNetwork: true, rule: {}, newShell: false },
  { id: 'assigned', path: '/assigned', label: 'Assigned', needsNetwork: true, rule: { privileges: ['ViewAssigned'] }, newShell: true },
  {
    id: 'assignedDetails',
    path: '/assigned/:travelerId',
    label: 'Assigned Details',
    needsNetwork: true,
    rule: { privileges: ['ViewAssignedDetails'] },
    newShell: true,
  },
  { id: 'candidates', path: '/candidates', label: 'Candidates', needsNetwork: true, rule: { privileges: ['ViewCandidates'] }, newShell: true },
  {
    id: 'candidateDetails',
    path: '/candidates/:candidateId',
    label: 'Candidate Details',
    needsNetwork: true,
    rule: { privileges: ['ViewCandidateDetail'] },
    newShell: true,
  },
  {
    id: 'jobPosts',
    path: '/job-posts',
    label: 'Job Postings',
    needsNetwork: true,
    rule: { privileges: ['ViewRequests'], flagsOff: ['unifiedJobExperience'] },
    newShell: true,
  },
  {
    id: 'jobPostDetails',
    path: '/job-posts/:jobId',
    label: 'Job Details',
    needsNetwork: true,
    rule: JOB_DETAILS_RULE,
    newShell: true,
  },
  {
    id: 'jobs',
    path: '/jobs',
    label: 'Jobs',
    needsNetwork: true,
    rule: { privileges: ['ViewRequests'], flagsOn: ['unifiedJobExperience'] },
    newShell: true,
  },
  {
    id: 'jobDetails',
    path: '/jobs/:jobId',
    label: 'Job Details',
    needsNetwork: true,
    rule: JOB_DETAILS_RULE,
    newShell: true,
  },
  {
    id: 'startsStops',
    path: '/starts-stops',
    label: 'Starts / Stops',
    needsNetwork: true,
    rule: { privileges: ['ViewStartStopsPage'] },
    newShell: true,
  },
  {
    id: 'startsStopsDetails',
    path: '/starts-stops/:travelerId',
    label: 'Starts / Stops Details',
    needsNetwork: true,
    rule: { privileges: ['ViewStartStopsPage'] },
    newShell: true,
  },
  {
    id: 'userMaintenance',
    path: '/userMaintenance',
    label: 'User Maintenance',
    needsNetwork: true,
    rule: { privileges: ['ViewUserMaintenance'] },
    newShell: true,
  },
  { id: 'profile', path: '/profile', label: 'Profile', needsNetwork: false, rule: {}, newShell: true },
  {
    id: 'financialReport',
    path: '/FinancialReport',
    label: 'Financial Report',
    needsNetwork: true,
    rule: { privileges: ['ViewFinances'] },
    newShell: true,
  },
  // The sidebar's Metrics; its page is titled as the sidebar reads. SPEC.md §6 asks ViewReports of the route and
  // §2 the metrics flag of the sidebar link only, so the flag sits on the link (nav-groups.ts), not here.
  {
    id: 'reports',
    path: '/reports',
    label: 'Metrics',
    needsNetwork: true,
    rule: { privileges: ['ViewReports'] },
    newShell: true,
  },
  {
    id: 'invoices',
    path: '/invoices',
    label: 'Invoices',
    needsNetwork: true,
    rule: { privileges: ['ViewInvoices'], flagsOn: ['invoicing'] },
    newShell: true,
  },
  {
    id: 'timecards',
    path: '/timecards',
    label: 'Timecards',
    needsNetwork: true,
    rule: TIMECARD_VIEW,
    newShell: true,
  },
  { id: 'timecardDetails', path: '/timecards/:timecardId', label: 'Timecard', needsNetwork: true, rule: TIMECARD_VIEW, newShell: true },
  // Issue 34: the preferred clinicians (docs/decisions/0160-my-team.md).
  { id: 'myTeam', path: '/my-team', label: 'My Team', needsNetwork: true, rule: MY_TEAM_ACCESS, newShell: true },
  { id: 'insightsReports', path: '/insights/reports', label: 'Insights Reports', needsNetwork: true, rule: INSIGHTS, newShell: true },
  {
    id: 'insightsReportDetails',
    path: '/insights/reports/:reportId',
    label: 'Report',
    needsNetwork: true,
    rule: { ...INSIGHTS, flagsOn: ['insights', 'embeddedReport'] },
    newShell: true,
  },
  {
    id: 'insightsDashboard',
    path: '/insights/dashboard',
    label: 'Insights Dashboard',
    needsNetwork: true,
    rule: { ...INSIGHTS, flagsOn: ['insights', 'embeddedReport'] },
    newShell: true,
  },
  {
    id: 'insightsCustomReports',
    path: '/insights/custom-reports',
    label: 'Custom Reports',
    needsNetwork: true,
    rule: { flagsOn: ['insights', 'embeddedReport'], privileges: ['ViewCustomReports'] },
    newShell: true,
  },
  {
    id: 'insightsFinancialReport',
    path: '/insights/financial-report',
    label: 'Insights Financial Report',
    needsNetwork: true,
    rule: { flagsOn: ['insights'], privileges: ['ViewFinances'] },
    newShell: true,
  },
  {
    id: 'networkSelection',
    path: '/internal-user-network-selection',
    label: 'Network Selection',
    needsNetwork: false,
    rule: { onlyUserTypes: [INTERNAL_VIEWER], flagsOn: ['internalUser'] },
    newShell: false,
  },
  { id: 'login', path: '/login', label: 'Sign in', open: true, needsNetwork: false, rule: {}, newShell: false },
  { id: 'logout', path: '/logout', label: 'Log out', open: true, needsNetwork: false, rule: {}, newShell: false },
  { id: 'register', path: '/register', label: 'Register', open: true, needsNetwork: false, rule: {}, newShell: false },
  { id: 'forgotPassword', path: '/forgot-password', label: 'Forgot Password', open: true, needsNetwork: false, rule: {}, newShell: false },
  { id: 'implicitCallback', path: '/implicit/callback', label: 'Signing in', open: true, needsNetwork: false, rule: {}, newShell: false },
  { id: 'notFound', path: '/404', label: 'Not Found', open: true, needsNetwork: false, rule: {}, newShell: false },
  { id: 'forbidden', path: '/403', label: 'Access Denied', open: true, needsNetwork: false, rule: {}, newShell: false },
];

/** Routes a flag replaces with another (SPEC.md §2: /jobs replaces /job-posts with the unified-job flag). */
export const ROUTES_REPLACED_WITH_FLAG: Partial<Record<RouteId, { flag: FlagKey; by: RouteId }>> = {
  jobPosts: { flag: 'unifiedJobExperience', by: 'jobs' },
};

/** The route that stands for `id` under these flags: itself, or the one a flag replaced it with. */
export const routeInPlace = (id: RouteId, flags: FeatureFlags): PortalRoute => {
  const replaced = ROUTES_REPLACED_WITH_FLAG[id];
  return routeById(replaced && flags[replaced.flag] ? replaced.by : id);
};

/**
 * Job details live under the job list in place: /jobs/{id} with the unified-job flag, else
 * /job-posts/{id}. The other address stays valid as a link and redirects (see the web's access
 * decision), so links from before the flag changed keep working.
 */
export const jobDetailsRoute = (flags: Pick<FeatureFlags, 'unifiedJobExperience'>): PortalRoute =>
  routeById(flags.unifiedJobExperience ? 'jobDetails' : 'jobPostDetails');

/** The one way to link to a job's details, by its id or Job # (SPEC.md §2: jobOrExternalId). */
export const jobDetailsPath = (flags: Pick<FeatureFlags, 'unifiedJobExperience'>, jobOrExternalId: string): string =>
  jobDetailsRoute(flags).path.replace(':jobId', encodeURIComponent(jobOrExternalId));

/** The route a request for `id` is sent on to under these flags, when it is not `id` itself. */
export const movedRoute = (id: RouteId, flags: FeatureFlags): PortalRoute | undefined => {
  if (id !== 'jobPostDetails' && id !== 'jobDetails') return undefined;
  const inPlace = jobDetailsRoute(flags);
  return inPlace.id === id ? undefined : inPlace;
};

export const routeById = (id: RouteId): PortalRoute => {
  const route = PORTAL_ROUTES.find((r) => r.id === id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return route;
};
