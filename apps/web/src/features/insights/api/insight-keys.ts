import type { PreviewCustomReportRequest, RunReportQuery } from '@portal/domain/api/insights';
import { networkKey, type SessionNetworkId } from '@/lib/query-keys';

/** Query keys of the insights screens, per network. */
export const insightKeys = {
  all: (networkId: SessionNetworkId) => networkKey(networkId, 'insights'),
  reports: (networkId: SessionNetworkId) => [...insightKeys.all(networkId), 'reports'] as const,
  filters: (networkId: SessionNetworkId) => [...insightKeys.all(networkId), 'filters'] as const,
  report: (networkId: SessionNetworkId, reportId: string, query: RunReportQuery) => [...insightKeys.all(networkId), 'report', reportId, query] as const,
  customReports: (networkId: SessionNetworkId) => [...insightKeys.all(networkId), 'custom-reports'] as const,
  preview: (networkId: SessionNetworkId, request: PreviewCustomReportRequest) => [...insightKeys.all(networkId), 'preview', request] as const,
  dashboard: (networkId: SessionNetworkId) => [...insightKeys.all(networkId), 'dashboard'] as const,
  schedules: (networkId: SessionNetworkId) => [...insightKeys.all(networkId), 'schedules'] as const,
  colleagues: (networkId: SessionNetworkId, search: string) => [...insightKeys.all(networkId), 'colleagues', search] as const,
};
