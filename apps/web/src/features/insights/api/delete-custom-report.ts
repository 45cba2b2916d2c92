import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCustomReport } from '@portal/domain/api/custom-reports';
import { REPORT_DELETED } from '@portal/domain/insights/saved-reports';
import { SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { errorStatus } from '@/lib/api-error';
import { reportError } from '@/lib/report-error';
import { insightKeys } from './insight-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** Deletes the user's report (the server also takes it off every dashboard). */
export const useDeleteCustomReport = () => {
  const toast = useToast();
  const client = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) => callApi(deleteCustomReport, { params: { id }, query: { version } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: insightKeys.customReports(networkId) });
      void client.invalidateQueries({ queryKey: insightKeys.dashboard(networkId) });
      toast.success(REPORT_DELETED);
    },
    onError: (error) => {
      if (errorStatus(error) === 409) {
        toast.error(error.message);
        void client.invalidateQueries({ queryKey: insightKeys.customReports(networkId) });
        return;
      }
      reportError(error, 'Delete custom report');
      toast.error(SOMETHING_WENT_WRONG);
    },
  });
};
