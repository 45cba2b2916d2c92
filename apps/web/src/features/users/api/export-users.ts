import { exportUsersList, type UserExportRequest } from '@portal/domain/api/users';
import type { ExportFormat } from '@portal/domain/api/export-format';
import { useExportDownload } from '@/components/list/use-export-download';
import { downloadApi } from '@/lib/api-client';

/** The Download button: every user of the network the search matches, both sections, in the list's sort. */
export const useExportUsers = (request: UserExportRequest) =>
  useExportDownload({
    report: 'UsersList',
    fetchFile: (format: ExportFormat) => downloadApi(exportUsersList, { query: { format }, body: request }),
  });
