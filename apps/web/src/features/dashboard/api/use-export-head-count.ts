import { useMutation } from '@tanstack/react-query';
import { exportAssignedTravelerHeadCount } from '@portal/domain/api/dashboard';
import { useToast } from '../../../components/toast/use-toast';
import { downloadApi } from '../../../lib/api-client';
import { exportFileName, saveFile } from '../../../lib/save-file';
import { reportError } from '../../../lib/report-error';
import { dashboardRequest, type DashboardFilter } from '../dashboard-filter';

export const EXPORT_STARTED = 'The files you have selected will be downloaded shortly.';
export const EXPORT_DONE = 'Your file has been downloaded successfully.';
export const EXPORT_FAILED = 'Oops, something went wrong. Please try again.';

/** ExportAssignedTravelerHeadCount: a 'downloading' toast, the file, then the success toast (SPEC.md §8). */
export const useExportHeadCount = () => {
  const toast = useToast();
  return useMutation({
    mutationFn: async (filter: DashboardFilter) => {
      toast.neutral(EXPORT_STARTED);
      const file = await downloadApi(exportAssignedTravelerHeadCount, { body: dashboardRequest(filter) });
      saveFile(file.blob, file.fileName ?? exportFileName('AssignedTravelerHeadCount', 'csv'));
    },
    onSuccess: () => toast.success(EXPORT_DONE),
    onError: (error) => {
      reportError(error, 'ExportAssignedTravelerHeadCount');
      toast.error(EXPORT_FAILED);
    },
  });
};
