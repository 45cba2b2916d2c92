import { downloadCandidates, type CandidateListRequest } from '@portal/domain/api/candidate-list';
import type { ExportFormat } from '@portal/domain/api/export-format';
import { useExportDownload } from '@/components/list/use-export-download';
import { downloadApi } from '@/lib/api-client';

/**
 * The Download button: every candidate the list's search and filters match, in its sort, as one page
 * (SPEC.md §7: pageSize equal to the total count, pageNumber 1).
 */
export const useExportCandidateList = (request: CandidateListRequest, total: number) =>
  useExportDownload({
    report: 'CandidateList',
    fetchFile: (format: ExportFormat) =>
      downloadApi(downloadCandidates, { query: { format }, body: { ...request, pageNumber: 1, pageSize: Math.max(total, 1) } }),
  });
