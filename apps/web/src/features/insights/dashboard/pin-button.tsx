import Button from '@mui/material/Button';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import { DASHBOARD_REPORTS_MAX } from '@portal/domain/insights/saved-reports';
import { useDashboardOrder } from './use-dashboard-order';

/** The viewer's pin: adds the report to the user's insights dashboard, or takes it off. */
export const PinButton = ({ reportId }: { reportId: string }) => {
  const order = useDashboardOrder();
  if (!order.dashboard.data) return null;
  const pinned = order.pinned(reportId);
  const full = !pinned && order.dashboard.data.reports.length >= DASHBOARD_REPORTS_MAX;
  return (
    <Button
      variant="outlined"
      startIcon={pinned ? <PushPin /> : <PushPinOutlined />}
      disabled={order.busy || full}
      onClick={() => (pinned ? order.unpin(reportId) : order.pin(reportId))}
    >
      {pinned ? 'Unpin from Dashboard' : 'Pin to Dashboard'}
    </Button>
  );
};
