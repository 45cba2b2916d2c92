import { exportAssignedTravelerHeadCount } from '@portal/domain/api/dashboard';
import { useExportDownload } from '@/components/list/use-export-download';
import { downloadApi } from '@/lib/api-client';
import { dashboardRequest, type DashboardFilter } from '../dashboard-filter';

/** ExportAssignedTravelerHeadCount through the one export pattern of every list (toasts of SPEC.md §8). */
export const useExportHeadCount = (filter: DashboardFilter) =>
  useExportDownload({
    report: 'AssignedTravelerHeadCount',
    fetchFile: () => downloadApi(exportAssignedTravelerHeadCount, { body: dashboardRequest(filter) }),
  });
