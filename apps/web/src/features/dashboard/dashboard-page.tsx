import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Download from '@mui/icons-material/Download';
import { can } from '@portal/domain/access/access-rule';
import { FORECAST_WEEKS } from '@portal/domain/api/dashboard';
import { REPLACE_WINDOW_DAYS, replacementPath } from '@portal/domain/jobs/replacement-rules';
import { GatedButton } from '@/components/gated-button';
import { PageHeader } from '@/components/page-header';
import { SectionError } from '@/components/section-error';
import { useSession } from '@/lib/session/session-context';
import { useListState } from '@/lib/use-list-state';
import { useExportHeadCount } from './api/export-head-count';
import { useDashboardSummary } from './api/get-dashboard-summary';
import { useHeadCount } from './api/get-head-count';
import { useStaffingForecast } from './api/get-staffing-forecast';
import { useUnreplacedEndings } from './api/get-unreplaced-endings';
import { ChartPanel } from './charts/chart-panel';
import { DASHBOARD_LIST_ID, DashboardFilter, NO_FILTER } from './dashboard-filter';
import { ForecastChart } from './charts/forecast-chart';
import { HeadCountChart } from './charts/head-count-chart';
import { UnreplacedEndingsList } from './charts/unreplaced-endings';
import { HospitalFilter } from './hospital-filter';
import { SummaryCardGrid } from './summary/summary-card-grid';
import { summaryCards } from './summary/summary-cards';

/** Home (/ with the new-dashboard flag) and /dashboard: counts, forecast and head count; `top` is what home puts first under its title. */
export const DashboardPage = ({ top }: { top?: ReactNode }) => {
  const { subject, flags, hospitals, network } = useSession();
  const onHome = useLocation().pathname === '/';
  const [filter, setFilter] = useListState(DASHBOARD_LIST_ID, DashboardFilter, NO_FILTER);
  const summary = useDashboardSummary(filter);
  const headCount = useHeadCount(filter, flags.headCounts || flags.hospitalCounts);
  const forecast = useStaffingForecast(filter, flags.dashboardForecast);
  const showsGaps = flags.dashboardForecast && can(subject, 'ViewAssigned');
  const gaps = useUnreplacedEndings(filter, showsGaps);
  const mayReplace = can(subject, 'CreateRequest') && can(subject, 'ViewAssignedDetails');
  const exporter = useExportHeadCount(filter);
  const cards = useMemo(() => summary.data && summaryCards(summary.data, subject, filter), [summary.data, subject, filter]);
  const hospitalCounts = useMemo(
    () => (flags.hospitalCounts && headCount.data ? new Map(headCount.data.byHospital.map((h) => [h.hospitalId, h.count])) : undefined),
    [flags.hospitalCounts, headCount.data],
  );

  return (
    <>
      <PageHeader
        title={onHome ? 'Home' : 'Dashboard'}
        subtitle={network ? `Staffing at a glance for ${network.networkName}.` : undefined}
        actions={
          <>
            {hospitals.length > 1 && (
              <HospitalFilter hospitals={hospitals} value={filter.hospital} counts={hospitalCounts} onChange={(hospital) => setFilter(hospital ? { hospital } : NO_FILTER)} />
            )}
            <GatedButton
              allowed={can(subject, 'ExportAssigned')}
              variant="outlined"
              startIcon={<Download />}
              disabled={exporter.busy}
              onClick={() => exporter.download('csv')}
            >
              Download
            </GatedButton>
          </>
        }
      />
      {top}
      {summary.isError ? <SectionError onRefresh={() => void summary.refetch()} /> : <SummaryCardGrid cards={cards} />}
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '3fr 2fr' } }}>
        {flags.dashboardForecast && (
          <ChartPanel title="Staffing Forecast" description={`Clinicians on assignment per week over the next ${FORECAST_WEEKS} weeks.`} state={forecast}>
            {forecast.data && <ForecastChart forecast={forecast.data} />}
          </ChartPanel>
        )}
        {showsGaps && (
          <ChartPanel
            title="Ending Without Replacement"
            description={`Assignments ending in the next ${REPLACE_WINDOW_DAYS} days with neither an extension nor a replacement, by unit.`}
            state={gaps}
          >
            {gaps.data && <UnreplacedEndingsList endings={gaps.data} replacePathOf={mayReplace ? (dealId) => replacementPath(flags, dealId) : undefined} />}
          </ChartPanel>
        )}
        {flags.headCounts && (
          <ChartPanel title="Head Count" description="Clinicians on assignment today, by title." state={headCount}>
            {headCount.data && <HeadCountChart headCount={headCount.data} />}
          </ChartPanel>
        )}
      </Box>
    </>
  );
};
