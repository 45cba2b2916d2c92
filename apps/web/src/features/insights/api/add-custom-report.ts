import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addCustomReport, type SaveCustomReportRequest } from '@portal/domain/api/custom-reports';
import { REPORT_SAVED } from '@portal/domain/insights/saved-reports';
import { SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { insightKeys } from './insight-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** Saves a new report, or a copy of one (duplicate); one Idempotency-Key per save, so a double click saves once. */
export const useAddCustomReport = () => {
  const toast = useToast();
  const client = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: ({ request, key }: { request: SaveCustomReportRequest; key: string }) =>
      callApi(addCustomReport, { body: request, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: insightKeys.customReports(networkId) });
      toast.success(REPORT_SAVED);
    },
    onError: (error) => {
      reportError(error, 'Save custom report');
      toast.error(SOMETHING_WENT_WRONG);
    },
  });
};
