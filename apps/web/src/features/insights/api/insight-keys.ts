import type { PreviewCustomReportRequest, RunReportQuery } from '@portal/domain/api/insights';

/** Query keys of the insights screens. */
export const insightKeys = {
  all: ['insights'] as const,
  reports: () => [...insightKeys.all, 'reports'] as const,
  filters: () => [...insightKeys.all, 'filters'] as const,
  report: (reportId: string, query: RunReportQuery) => [...insightKeys.all, 'report', reportId, query] as const,
  customReports: () => [...insightKeys.all, 'custom-reports'] as const,
  preview: (request: PreviewCustomReportRequest) => [...insightKeys.all, 'preview', request] as const,
  dashboard: () => [...insightKeys.all, 'dashboard'] as const,
  schedules: () => [...insightKeys.all, 'schedules'] as const,
  colleagues: (search: string) => [...insightKeys.all, 'colleagues', search] as const,
};
