import { exportFinancialDetailReport, exportFinancialSummaryReport, type FinancialReportRequest } from '@portal/domain/api/reports';
import type { ExportFormat } from '@portal/domain/api/export-format';
import { useExportDownload } from '@/components/list/use-export-download';
import { downloadApi } from '@/lib/api-client';

/** The detail report (a row per invoice line) of the report's request, as CSV or XLSX. */
export const useExportFinancialDetail = (request: FinancialReportRequest) =>
  useExportDownload({
    report: 'FinancialDetailReport',
    fetchFile: (format: ExportFormat) => downloadApi(exportFinancialDetailReport, { query: { format }, body: request }),
  });

/** The summary report (by month, facility and unit) of the report's request, as CSV or XLSX. */
export const useExportFinancialSummary = (request: FinancialReportRequest) =>
  useExportDownload({
    report: 'FinancialSummaryReport',
    fetchFile: (format: ExportFormat) => downloadApi(exportFinancialSummaryReport, { query: { format }, body: request }),
  });
