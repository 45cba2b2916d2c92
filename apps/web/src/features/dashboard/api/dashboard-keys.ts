import type { DashboardFilter } from '../dashboard-filter';

export const dashboardKeys = {
  summary: (networkId: string | undefined, filter: DashboardFilter) => ['dashboard', 'summary', networkId, filter] as const,
  headCount: (networkId: string | undefined, filter: DashboardFilter) => ['dashboard', 'headCount', networkId, filter] as const,
  forecast: (networkId: string | undefined, filter: DashboardFilter) => ['dashboard', 'forecast', networkId, filter] as const,
};
