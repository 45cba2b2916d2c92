import { exportJobList, type JobListRequest } from '@portal/domain/api/job-list';
import type { ExportFormat } from '@portal/domain/api/export-format';
import { useExportDownload } from '@/components/list/use-export-download';
import { downloadApi } from '@/lib/api-client';

/**
 * The Download button: every job the list's search and filters match, in its sort, as one page
 * (SPEC.md §7: pageSize equal to the total count, pageNumber 1).
 */
export const useExportJobList = (request: JobListRequest, total: number) =>
  useExportDownload({
    report: 'JobList',
    fetchFile: (format: ExportFormat) =>
      downloadApi(exportJobList, { query: { format }, body: { ...request, pageNumber: 1, pageSize: Math.max(total, 1) } }),
  });
