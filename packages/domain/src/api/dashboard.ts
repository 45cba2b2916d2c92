import { z } from 'zod';
import { ASSIGNMENT_STATUSES } from '../deals/statuses';
import { filterIds, isoDate } from '../lists/list-request';
import { defineCall } from './call';
import { OwnEmailQuery } from './platform';

/** Starting / ending soon look this many days ahead: the Starts / Stops default window (SPEC.md §4). */
export const DASHBOARD_WINDOW_DAYS = 14;
/** The staffing forecast covers this many weeks from the current one. */
export const FORECAST_WEEKS = 13;
/** Assignment statuses a head count and forecast count when the request names none. */
export const HEAD_COUNT_DEFAULT_STATUSES = ['On Assignment'] as const;
/**
 * The forecast projects who is on assignment: those On Assignment now (the On Assignment tile's
 * rows) and those Assigned, from their start date. Extension Offered is left out as the tile and the
 * Assigned list's default leave it out.
 */
export const FORECAST_DEFAULT_STATUSES = ['On Assignment', 'Assigned'] as const;

const count = z.number().int().min(0);

/** SPEC.md §7 dashboard options. Hospitals outside those the user may see are ignored. */
export const DashboardOptions = z.object({
  statuses: z.array(z.enum(ASSIGNMENT_STATUSES)).max(ASSIGNMENT_STATUSES.length).optional(),
  /** One hospital (the dashboard's Hospital filter). */
  hospital: z.uuid({ message: 'hospital must be a hospital id' }).optional(),
  /** Several hospitals; combined with `hospital` when both are given. */
  hospitalRequests: filterIds('hospitalRequests', 'hospital ids'),
});
export type DashboardOptions = z.infer<typeof DashboardOptions>;

export const DashboardRequest = z.object({ options: DashboardOptions.prefault({}) });
export type DashboardRequest = z.input<typeof DashboardRequest>;

/** Counts of the dashboard cards; null where the user lacks the privilege of the list the card opens. */
export const DashboardSummary = z.object({
  windowDays: z.number().int(),
  onAssignment: count.nullable(),
  startingSoon: count.nullable(),
  endingSoon: count.nullable(),
  openJobs: count.nullable(),
  candidatesToReview: count.nullable(),
  /**
   * Of those, how many are past their review-by time (the review clock); null with candidatesToReview.
   * Optional in the schema only, so summaries written before the review clock still parse; the API always sends it.
   */
  candidatesOverdue: count.nullable().optional(),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

export const getDashboardOnAssignment = defineCall({
  name: 'GetDashboardOnAssignment',
  method: 'POST',
  version: 'v1',
  path: 'GetDashboardOnAssignment',
  summary:
    'Dashboard counts: clinicians on assignment, assignments starting and ending within the window, open jobs and candidates ready for review.',
  scope: 'tenant',
  access: { privileges: ['ViewDashboard'] },
  query: OwnEmailQuery,
  body: DashboardRequest,
  response: DashboardSummary,
});

export const HeadCount = z.object({
  total: count,
  /** By clinician title, largest first. */
  byTitle: z.array(z.object({ name: z.string(), count })),
  /** By hospital, over every hospital the user may see (the hospital filter does not narrow it). */
  byHospital: z.array(z.object({ hospitalId: z.uuid(), name: z.string(), count })),
});
export type HeadCount = z.infer<typeof HeadCount>;

export const getDashboardHeadCount = defineCall({
  name: 'GetDashboardHeadCount',
  method: 'POST',
  version: 'v1',
  path: 'GetDashboardHeadCount',
  summary: 'Head count of assigned clinicians (On Assignment unless statuses say otherwise), by title and by hospital.',
  scope: 'tenant',
  access: { privileges: ['ViewDashboard', 'ViewAssigned'] },
  query: OwnEmailQuery,
  body: DashboardRequest,
  response: HeadCount,
});

export const ForecastWeek = z.object({
  weekStart: isoDate,
  /**
   * Assignments running on the week's first day still ahead: today in the current week (so the first
   * point is the On Assignment tile's count), the Monday in later weeks.
   */
  onAssignment: count,
  starting: count,
  ending: count,
});

export const StaffingForecast = z.object({ weeks: z.array(ForecastWeek) });
export type StaffingForecast = z.infer<typeof StaffingForecast>;

export const getDashboardStaffingForecast = defineCall({
  name: 'GetDashboardStaffingForecast',
  method: 'POST',
  version: 'v1',
  path: 'GetDashboardStaffingForecast',
  summary: `Staffing forecast: per week, from the current one, for ${FORECAST_WEEKS} weeks, assignments running, starting and ending.`,
  scope: 'tenant',
  access: { privileges: ['ViewDashboard', 'ViewAssigned'] },
  query: OwnEmailQuery,
  body: DashboardRequest,
  response: StaffingForecast,
});

export const exportAssignedTravelerHeadCount = defineCall({
  name: 'ExportAssignedTravelerHeadCount',
  method: 'POST',
  version: 'v1',
  path: 'ExportAssignedTravelerHeadCount',
  summary: 'The clinicians of the head count as a CSV file (named in Content-Disposition).',
  scope: 'tenant',
  access: { privileges: ['ViewDashboard', 'ExportAssigned'] },
  query: OwnEmailQuery,
  body: DashboardRequest,
  response: z.string().describe('text/csv'),
});

export const DASHBOARD_CALLS = [
  getDashboardOnAssignment,
  getDashboardHeadCount,
  getDashboardStaffingForecast,
  exportAssignedTravelerHeadCount,
] as const;
