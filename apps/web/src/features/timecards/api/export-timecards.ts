import type { ExportFormat } from '@portal/domain/api/export-format';
import { exportTimecards, type TimecardListRequest } from '@portal/domain/api/timecards';
import { useExportDownload } from '@/components/list/use-export-download';
import { downloadApi } from '@/lib/api-client';

/** The Download button: every week the list's search and filters match, in its sort, as one page. */
export const useExportTimecards = (request: TimecardListRequest, total: number) =>
  useExportDownload({
    report: 'Timecards',
    fetchFile: (format: ExportFormat) => downloadApi(exportTimecards, { query: { format }, body: { ...request, pageNumber: 1, pageSize: Math.max(total, 1) } }),
  });
