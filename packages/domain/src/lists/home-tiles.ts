import type { FeatureFlags } from '../access/feature-flags';
import { routeById, routeInPlace, type RouteId } from '../access/routes';
import { DASHBOARD_WINDOW_DAYS } from '../api/dashboard';
import type { StartsStopsDateType } from '../deals/starts-stops';
import type { ASSIGNMENT_STATUSES, JobPostingStatus } from '../deals/statuses';

type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

/**
 * What a home tile counts, said once for the API's count and the web's link: the list it opens and
 * that list's filter. A tile's number is the total of the list its link opens, so each names one
 * status (the Starts / Stops status filter takes one) and, on Starts / Stops, one date type and window.
 */
export type HomeTile =
  | { id: 'onAssignment'; list: 'assigned'; status: AssignmentStatus }
  | { id: 'startingSoon' | 'endingSoon'; list: 'startsStops'; status: AssignmentStatus; dateType: StartsStopsDateType; windowDays: number }
  | { id: 'openJobs'; list: 'jobs'; status: JobPostingStatus }
  | { id: 'candidatesToReview'; list: 'candidates'; status: 'Ready for Review' };

export type HomeTileId = HomeTile['id'];

/**
 * Starting soon counts Assigned clinicians (not yet started) and ending soon those On Assignment:
 * cancelled, terminated or never-started assignments have dates in the window too, but nobody
 * starts or ends there.
 */
export const HOME_TILES: readonly HomeTile[] = [
  { id: 'onAssignment', list: 'assigned', status: 'On Assignment' },
  { id: 'startingSoon', list: 'startsStops', status: 'Assigned', dateType: 'Starts', windowDays: DASHBOARD_WINDOW_DAYS },
  { id: 'endingSoon', list: 'startsStops', status: 'On Assignment', dateType: 'Stops', windowDays: DASHBOARD_WINDOW_DAYS },
  { id: 'openJobs', list: 'jobs', status: 'Active' },
  { id: 'candidatesToReview', list: 'candidates', status: 'Ready for Review' },
];

export const homeTile = <Id extends HomeTileId>(id: Id): Extract<HomeTile, { id: Id }> =>
  HOME_TILES.find((tile) => tile.id === id) as Extract<HomeTile, { id: Id }>;

export const homeTileLabel = (tile: HomeTile): string => {
  switch (tile.id) {
    case 'onAssignment':
      return 'On Assignment';
    case 'startingSoon':
      return `Starting in ${tile.windowDays} Days`;
    case 'endingSoon':
      return `Ending in ${tile.windowDays} Days`;
    case 'openJobs':
      return 'Open Jobs';
    case 'candidatesToReview':
      return 'Candidates to Review';
  }
};

/** The list page a tile opens: the job list in place under the unified-job flag. */
export const homeTileRoute = (tile: HomeTile, flags: FeatureFlags): RouteId => {
  const listRoutes: Record<HomeTile['list'], RouteId> = {
    assigned: 'assigned',
    startsStops: 'startsStops',
    jobs: routeInPlace('jobPosts', flags).id,
    candidates: 'candidates',
  };
  return listRoutes[tile.list];
};

/**
 * The tile's link: its list with the filter as query parameters the list pages read as their
 * starting filter (`statuses`, `dateType`, `window`, and `hospitals` for the home hospital filter).
 */
export const homeTileHref = (tile: HomeTile, flags: FeatureFlags, hospital?: string): string => {
  const params: [string, string][] = [
    ['statuses', tile.status],
    ...(tile.list === 'startsStops' ? ([['dateType', tile.dateType], ['window', String(tile.windowDays)]] as [string, string][]) : []),
    ...(hospital ? ([['hospitals', hospital]] as [string, string][]) : []),
  ];
  // Form encoding, as URLSearchParams writes it (the domain has no DOM library).
  const query = params.map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%20/g, '+')}`).join('&');
  return `${routeById(homeTileRoute(tile, flags)).path}?${query}`;
};
