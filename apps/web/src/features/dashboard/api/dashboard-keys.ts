import { DASHBOARD_KEY } from '@/lib/shared-query-keys';
import type { DashboardFilter } from '../dashboard-filter';

export const dashboardKeys = {
  summary: (networkId: string | undefined, filter: DashboardFilter) => [...DASHBOARD_KEY, 'summary', networkId, filter] as const,
  headCount: (networkId: string | undefined, filter: DashboardFilter) => [...DASHBOARD_KEY, 'headCount', networkId, filter] as const,
  forecast: (networkId: string | undefined, filter: DashboardFilter) => [...DASHBOARD_KEY, 'forecast', networkId, filter] as const,
};
