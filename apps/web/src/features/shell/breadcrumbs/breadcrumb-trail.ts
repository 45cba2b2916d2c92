import type { FeatureFlags } from '@portal/domain/access/feature-flags';
import { PORTAL_ROUTES, routeById, routeInPlace, type PortalRoute } from '@portal/domain/access/routes';

interface Crumb {
  label: string;
  /** Absent for the current page. */
  path?: string;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** The route whose path is the nearest ancestor of `route` (/assigned for /assigned/:travelerId). */
const parentOf = (route: PortalRoute): PortalRoute | undefined => {
  const own = segments(route.path);
  for (let length = own.length - 1; length > 0; length -= 1) {
    const prefix = `/${own.slice(0, length).join('/')}`;
    const parent = PORTAL_ROUTES.find((r) => r.path === prefix);
    if (parent) return parent;
  }
  return undefined;
};

/**
 * Home, then each ancestor route, then the current page (SPEC.md §2 breadcrumbs). An ancestor a flag
 * replaced links to its replacement (Job Details under /jobs with the unified-job flag).
 */
export const breadcrumbTrail = (route: PortalRoute, flags: FeatureFlags, homeLabel = routeById('home').label): Crumb[] => {
  const ancestors: PortalRoute[] = [];
  for (let parent = parentOf(route); parent; parent = parentOf(parent)) ancestors.unshift(routeInPlace(parent.id, flags));
  return [
    { label: homeLabel, path: '/' },
    ...ancestors.map((r) => ({ label: r.label, path: r.path })),
    { label: route.label },
  ];
};

/** Breadcrumbs show on all pages except home and dashboard (and never on mobile). */
export const showsBreadcrumbs = (route: PortalRoute): boolean => route.id !== 'home' && route.id !== 'dashboard';
