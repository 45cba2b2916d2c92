import type { ExportFormat } from '@portal/domain/api/export-format';
import { exportMyTeam, type MyTeamRequest } from '@portal/domain/api/my-team';
import { useExportDownload } from '@/components/list/use-export-download';
import { downloadApi } from '@/lib/api-client';

/** The Download button: every clinician the search matches, in the list's sort, as one page. */
export const useExportMyTeam = (request: MyTeamRequest, total: number) =>
  useExportDownload({
    report: 'MyTeam',
    fetchFile: (format: ExportFormat) => downloadApi(exportMyTeam, { query: { format }, body: { ...request, pageNumber: 1, pageSize: Math.max(total, 1) } }),
  });
