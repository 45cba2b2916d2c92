import { allows, type AccessRule, type AccessSubject } from '@portal/domain/access/access-rule';
import { routeById, type RouteId } from '@portal/domain/access/routes';
import { PLATFORM_ROLES } from '@portal/domain/api/shifts';

export type NavIcon =
  | 'home'
  | 'decisions'
  | 'metrics'
  | 'invoices'
  | 'finance'
  | 'jobs'
  | 'candidates'
  | 'assigned'
  | 'startsStops'
  | 'timecards'
  | 'team'
  | 'insights'
  | 'users'
  | 'external';

/** An entry reads as its route's label, which is also the title of the page it opens. */
interface RouteItemDef {
  routeId: RouteId;
  icon: NavIcon;
  /** Needed on top of the route's own rule (Dashboard gives way to Home under the new dashboard; Metrics needs its flag). */
  extraRule?: AccessRule;
}

type ExternalItemDef = {
  label: string;
  /** Path on the shifts site. */
  sitePath: string;
} & (
  | {
      /** Permission of the new platform (SPEC.md §6) that shows the link. */
      permission: string;
    }
  | {
      /** Platform role that shows the link (SPEC.md §6: Opportunities for the clinician role). */
      platformRoleId: number;
    }
);

interface GroupDef {
  label: string;
  items: readonly (RouteItemDef | ExternalItemDef)[];
}

/** Sidebar groups of SPEC.md §2. */
const GROUPS: readonly GroupDef[] = [
  {
    label: 'Overview',
    items: [
      { routeId: 'home', icon: 'home' },
      { routeId: 'myDecisions', icon: 'decisions' },
      { routeId: 'dashboard', icon: 'home', extraRule: { flagsOff: ['newDashboard'] } },
      // SPEC.md §2: the link, not the page, needs the metrics flag.
      { routeId: 'reports', icon: 'metrics', extraRule: { flagsOn: ['metrics'] } },
      { routeId: 'invoices', icon: 'invoices' },
      { routeId: 'financialReport', icon: 'finance' },
    ],
  },
  {
    label: 'Jobs',
    items: [
      { routeId: 'jobPosts', icon: 'jobs' },
      { routeId: 'jobs', icon: 'jobs' },
      { label: 'Internal Jobs', sitePath: '/jobs', permission: 'job-requests.view' },
      { label: 'Opportunities', sitePath: '/opportunities', platformRoleId: PLATFORM_ROLES.clinician },
    ],
  },
  { label: 'Candidates', items: [{ routeId: 'candidates', icon: 'candidates' }] },
  {
    label: 'Assignments',
    items: [
      { routeId: 'assigned', icon: 'assigned' },
      { routeId: 'startsStops', icon: 'startsStops' },
      { routeId: 'timecards', icon: 'timecards' },
      { routeId: 'myTeam', icon: 'team' },
      { label: 'Shift Assignments', sitePath: '/assignments', permission: 'assignments.view' },
    ],
  },
  {
    label: 'Insights',
    items: [
      { routeId: 'insightsReports', icon: 'insights' },
      { routeId: 'insightsDashboard', icon: 'insights' },
      { routeId: 'insightsCustomReports', icon: 'insights' },
      { routeId: 'insightsFinancialReport', icon: 'finance' },
    ],
  },
  {
    label: 'Administration',
    items: [
      { routeId: 'userMaintenance', icon: 'users' },
      { label: 'Company Management', sitePath: '/company-management', permission: 'hospital-maintenance.view' },
      { label: 'Staff Pools', sitePath: '/staff-pools', permission: 'staff-pool.view' },
      { label: 'Users', sitePath: '/users', permission: 'users.view' },
    ],
  },
];

export type NavItem =
  | { kind: 'route'; routeId: RouteId; label: string; path: string; icon: NavIcon }
  | { kind: 'external'; label: string; href: string; icon: 'external' };

export interface NavGroup {
  label: string;
  items: NavItem[];
}

interface NavContext {
  subject: AccessSubject;
  /** Permissions the user holds on the new platform (shifts site). */
  platformPermissions: ReadonlySet<string>;
  /** The user's role on the new platform, if they have one there. */
  platformRoleId?: number | null;
  shiftsSiteUrl: string;
}

const toItem = (def: RouteItemDef | ExternalItemDef, context: NavContext): NavItem | undefined => {
  if ('sitePath' in def) {
    const shown = 'permission' in def ? context.platformPermissions.has(def.permission) : context.platformRoleId === def.platformRoleId;
    if (!shown) return undefined;
    return { kind: 'external', label: def.label, href: new URL(def.sitePath, context.shiftsSiteUrl).href, icon: 'external' };
  }
  const route = routeById(def.routeId);
  if (!allows(context.subject, route.rule)) return undefined;
  if (def.extraRule && !allows(context.subject, def.extraRule)) return undefined;
  return { kind: 'route', routeId: route.id, label: route.label, path: route.path, icon: def.icon };
};

/** The groups and entries this user may see; empty groups are left out. */
export const navGroups = (context: NavContext): NavGroup[] =>
  GROUPS.map((group) => ({
    label: group.label,
    items: group.items.map((def) => toItem(def, context)).filter((item): item is NavItem => item !== undefined),
  })).filter((group) => group.items.length > 0);
