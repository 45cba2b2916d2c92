import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { routeById } from '@portal/domain/access/routes';
import { PageHeader } from '@/components/page-header';
import { SectionError } from '@/components/section-error';
import { DashboardCard } from './dashboard-card';
import { useDashboardOrder } from './use-dashboard-order';

/** Ours: SPEC.md §2 names the page but gives it no text. */
export const DASHBOARD_SUBTITLE = 'The reports you pinned, each with its chart. Pin a report from its page; move or unpin it here.';
export const DEFAULT_SET_NOTE = 'These are the reports every dashboard starts with. Pin, unpin or move one to make the dashboard yours.';
export const EMPTY_DASHBOARD = 'No reports are pinned. Open a report and choose Pin to Dashboard.';

/** /insights/dashboard: the user's pinned reports (or the default set) as cards with their charts, in the order they chose. */
export const InsightDashboardPage = () => {
  const order = useDashboardOrder();
  const { dashboard } = order;
  const reports = dashboard.data?.reports ?? [];
  return (
    <Box>
      <PageHeader title={routeById('insightsDashboard').label} subtitle={DASHBOARD_SUBTITLE} />
      {dashboard.isError ? (
        <SectionError onRefresh={() => void dashboard.refetch()} />
      ) : !dashboard.data ? (
        <LinearProgress aria-label="Loading the dashboard" />
      ) : reports.length === 0 ? (
        <Typography color="text.secondary">{EMPTY_DASHBOARD}</Typography>
      ) : (
        <>
          {!dashboard.data.arranged && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {DEFAULT_SET_NOTE}
            </Typography>
          )}
          <Box
            component="section"
            aria-label="Pinned reports"
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
          >
            {reports.map((report, index) => (
              <DashboardCard
                key={report.id}
                report={report}
                first={index === 0}
                last={index === reports.length - 1}
                busy={order.busy}
                onMove={(by) => order.move(report.id, by)}
                onUnpin={() => order.unpin(report.id)}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
};
