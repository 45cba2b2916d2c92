import type { ExportFormat } from '@portal/domain/api/export-format';
import { useExportDownload } from '@/components/list/use-export-download';
import { downloadApi } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { ASSIGNMENT_LISTS, type AssignmentListKind, type AssignmentListRequest } from '../list-kinds';

/**
 * The Download button: every row the list's filters match, in its sort, as one page (SPEC.md §7:
 * pageSize equal to the total count, pageNumber 1). The export-counts-v2 flag picks the newer call.
 */
export const useExportAssignmentList = (kind: AssignmentListKind, request: AssignmentListRequest, total: number) => {
  const { flags } = useSession();
  const { exports, reportName } = ASSIGNMENT_LISTS[kind];
  return useExportDownload({
    report: reportName,
    fetchFile: (format: ExportFormat) =>
      downloadApi(flags.exportCountsV2 ? exports.current : exports.older, {
        query: { format },
        body: { ...request, pageNumber: 1, pageSize: Math.max(total, 1) },
      }),
  });
};
