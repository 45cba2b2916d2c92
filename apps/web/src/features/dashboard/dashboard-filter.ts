import { z } from 'zod';
import type { DashboardRequest } from '@portal/domain/api/dashboard';

/** The dashboard's applied filter, kept as list state (SPEC.md §4: reset on network switch). */
export const DashboardFilter = z.object({ hospital: z.uuid().optional().catch(undefined) }).catch({});
export type DashboardFilter = z.infer<typeof DashboardFilter>;

export const DASHBOARD_LIST_ID = 'dashboard';
export const NO_FILTER: DashboardFilter = {};

export const dashboardRequest = (filter: DashboardFilter): DashboardRequest => ({
  options: filter.hospital ? { hospital: filter.hospital } : {},
});
