import { lazy, Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routeById } from '@portal/domain/access/routes';
import type { FinancialReportRequest } from '@portal/domain/api/reports';
import { formatUsd } from '@portal/domain/invoices/invoice-rules';
import { NO_RESULTS } from '@portal/domain/messages';
import { DownloadButton } from '@/components/list/download-button';
import { PageHeader } from '@/components/page-header';
import { SectionError } from '@/components/section-error';
import { useExportFinancialDetail, useExportFinancialSummary } from '../api/export-financial-report';
import { useFinanceReportFilters } from '../api/get-finance-report-filters';
import { useFinancialReport } from '../api/get-financial-report';
import { FinancialFilters } from './financial-filters';
import { FinancialTable } from './financial-table';

// The chart library is the page's largest part: loaded on its own, after the figures.
const MonthChart = lazy(() => import('./financial-charts').then((m) => ({ default: m.MonthChart })));
const FacilityUnitChart = lazy(() => import('./financial-charts').then((m) => ({ default: m.FacilityUnitChart })));

/** Ours: SPEC.md §2 names the page but gives it no subtitle (docs/decisions/0055-sidebar-labels-and-subtitles.md). */
export const FINANCIAL_REPORT_SUBTITLE = 'Invoiced amounts and balances due by month, facility and unit.';

const ChartSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper component="section" aria-label={title} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
    <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
      {title}
    </Typography>
    <Suspense fallback={<Skeleton variant="rounded" height={280} />}>{children}</Suspense>
  </Paper>
);

/**
 * /FinancialReport (ViewFinances): the financial report's charts and table, and its detail and
 * summary exports. Insights shows the same report at /insights/financial-report under its own title.
 */
export const FinancialReportPage = ({ routeId = 'financialReport' }: { routeId?: 'financialReport' | 'insightsFinancialReport' }) => {
  const [request, setRequest] = useState<FinancialReportRequest>({});
  const filters = useFinanceReportFilters();
  const report = useFinancialReport(request);
  const detail = useExportFinancialDetail(request);
  const summary = useExportFinancialSummary(request);
  const data = report.data;

  return (
    <Box>
      <PageHeader
        title={routeById(routeId).label}
        subtitle={FINANCIAL_REPORT_SUBTITLE}
        actions={
          <>
            <DownloadButton busy={detail.busy} onDownload={detail.download} label="Detail Report" />
            <DownloadButton busy={summary.busy} onDownload={summary.download} label="Summary Report" />
          </>
        }
      />
      <FinancialFilters request={request} options={filters.data} onChange={(change) => setRequest((current) => ({ ...current, ...change }))} />
      <Box sx={{ mt: 2 }}>
        {report.isError ? (
          <SectionError onRefresh={() => void report.refetch()} />
        ) : !data ? (
          <LinearProgress aria-label="Loading the report" />
        ) : data.total.invoices === 0 ? (
          <Typography color="text.secondary">{NO_RESULTS}</Typography>
        ) : (
          <Stack spacing={2}>
            {report.isFetching && <LinearProgress aria-label="Loading the report" />}
            <Typography sx={{ fontWeight: 600 }}>
              {`${data.total.invoices.toLocaleString('en-US')} invoices · Amount ${formatUsd(data.total.amount)} · Balance Due ${formatUsd(data.total.balance)}`}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
              <ChartSection title="By Month">
                <MonthChart report={data} />
              </ChartSection>
              <ChartSection title="By Facility and Unit">
                <FacilityUnitChart report={data} />
              </ChartSection>
            </Box>
            <FinancialTable report={data} />
          </Stack>
        )}
      </Box>
    </Box>
  );
};

/** /insights/financial-report (insights flag and ViewFinances): the financial report in the insights shell. */
export const InsightsFinancialReportPage = () => <FinancialReportPage routeId="insightsFinancialReport" />;
