import { allows } from '@portal/domain/access/access-rule';
import type { FlagKey } from '@portal/domain/access/feature-flags';
import { generatePath, type Params } from 'react-router';
import { movedRoute, routeById, type PortalRoute, type RouteId } from '@portal/domain/access/routes';
import type { Session } from '../lib/session/session-context';

/** Routes that exist only while a flag is on (SPEC.md §2: insights routes); otherwise they are unknown. */
export const ROUTES_ADDED_WITH_FLAG: Partial<Record<RouteId, FlagKey>> = {
  insightsReports: 'insights',
  insightsReportDetails: 'insights',
  insightsDashboard: 'insights',
  insightsCustomReports: 'insights',
  insightsFinancialReport: 'insights',
};

export type AccessDecision =
  | { kind: 'allow' }
  /** `moved`: the same page at its address under these flags, so the query and state go along. */
  | { kind: 'redirect'; to: string; moved?: true }
  /** The default error screen: the user has no hospital to act in. */
  | { kind: 'noHospitals' };

type SessionFacts = Pick<Session, 'subject' | 'flags' | 'internal' | 'network' | 'hospitals'>;

const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });

/**
 * The one place where a signed-in user's access to a route is decided (SPEC.md §2 routing rules, §6).
 * `params` are the address's own (the job id of /job-posts/:jobId), carried over when the page moved.
 */
export const decideAccess = (route: PortalRoute, session: SessionFacts, params: Params = {}): AccessDecision => {
  const addedWith = ROUTES_ADDED_WITH_FLAG[route.id];
  if (addedWith && !session.flags[addedWith]) return redirect(routeById('notFound').path);
  const moved = movedRoute(route.id, session.flags);
  if (moved) return { kind: 'redirect', to: generatePath(moved.path, params), moved: true };
  if (route.needsNetwork && !session.network) {
    return session.internal ? redirect(routeById('networkSelection').path) : { kind: 'noHospitals' };
  }
  if (route.id === 'home' && !session.flags.newDashboard) return redirect(routeById('dashboard').path);
  if (route.id === 'dashboard' && session.flags.newDashboard) return redirect(routeById('home').path);
  if (!allows(session.subject, route.rule)) return redirect(routeById('forbidden').path);
  if (route.needsNetwork && session.hospitals.length === 0) return { kind: 'noHospitals' };
  return { kind: 'allow' };
};
