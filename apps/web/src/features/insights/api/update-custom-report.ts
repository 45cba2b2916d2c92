import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCustomReport, type UpdateCustomReportRequest } from '@portal/domain/api/custom-reports';
import { REPORT_SAVED } from '@portal/domain/insights/saved-reports';
import { SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { errorStatus } from '@/lib/api-error';
import { reportError } from '@/lib/report-error';
import { insightKeys } from './insight-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** Saves changes to the user's report with the version they edited: a stale one (409) says so and the list is read again. */
export const useUpdateCustomReport = () => {
  const toast = useToast();
  const client = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: ({ id, request }: { id: string; request: UpdateCustomReportRequest }) => callApi(updateCustomReport, { params: { id }, body: request }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: insightKeys.all(networkId) });
      toast.success(REPORT_SAVED);
    },
    onError: (error) => {
      if (errorStatus(error) === 409) {
        toast.error(error.message);
        void client.invalidateQueries({ queryKey: insightKeys.customReports(networkId) });
        return;
      }
      reportError(error, 'Update custom report');
      toast.error(SOMETHING_WENT_WRONG);
    },
  });
};
