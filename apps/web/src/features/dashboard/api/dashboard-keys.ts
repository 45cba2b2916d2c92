import type { SessionNetworkId } from '@/lib/query-keys';
import { dashboardKey } from '@/lib/shared-query-keys';
import type { DashboardFilter } from '../dashboard-filter';

export const dashboardKeys = {
  summary: (networkId: SessionNetworkId, filter: DashboardFilter) => [...dashboardKey(networkId), 'summary', filter] as const,
  headCount: (networkId: SessionNetworkId, filter: DashboardFilter) => [...dashboardKey(networkId), 'headCount', filter] as const,
  forecast: (networkId: SessionNetworkId, filter: DashboardFilter) => [...dashboardKey(networkId), 'forecast', filter] as const,
  unreplacedEndings: (networkId: SessionNetworkId, filter: DashboardFilter) => [...dashboardKey(networkId), 'unreplaced-endings', filter] as const,
};
