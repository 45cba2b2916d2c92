import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveInsightDashboard } from '@portal/domain/api/custom-reports';
import { SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { useToast } from '@/components/toast/use-toast';
import { callApi } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { insightKeys } from './insight-keys';
import { useNetworkId } from '@/lib/session/session-context';

/** Ours: what a pin, an unpin and a move say. */
export const DASHBOARD_SAVED = 'Your dashboard has been updated.';

/** Keeps the dashboard's whole list of reports in order: pin, unpin and move each send the new list. */
export const useSaveInsightDashboard = () => {
  const toast = useToast();
  const client = useQueryClient();
  const networkId = useNetworkId();
  return useMutation({
    mutationFn: (reportIds: string[]) => callApi(saveInsightDashboard, { body: { reportIds } }),
    onSuccess: (dashboard) => {
      client.setQueryData(insightKeys.dashboard(networkId), dashboard);
      toast.success(DASHBOARD_SAVED);
    },
    onError: (error) => {
      reportError(error, 'Save insights dashboard');
      toast.error(SOMETHING_WENT_WRONG);
    },
  });
};
