import { downloadInsightReport, type ReportFilters } from '@portal/domain/api/insights';
import { useExportDownload } from '@/components/list/use-export-download';
import { downloadApi } from '@/lib/api-client';

type ReportFileFormat = 'csv' | 'xlsx' | 'pdf';

/** The report as the viewer shows it (same filters), as CSV, XLSX or PDF (Insights/DownloadReports). */
export const useDownloadInsightReport = (reportId: string, filters: ReportFilters) =>
  useExportDownload<ReportFileFormat>({
    report: 'InsightsReport',
    fetchFile: (format) => downloadApi(downloadInsightReport, { body: { reportId, format, filters } }),
  });
