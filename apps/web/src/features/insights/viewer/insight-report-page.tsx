import { useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkOff from '@mui/icons-material/LinkOff';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { routeById } from '@portal/domain/access/routes';
import type { ReportFilters } from '@portal/domain/api/insights';
import { ROWS_CAPPED } from '@portal/domain/insights/insight-messages';
import { ACCESS_DENIED_MESSAGE, INVALID_URL_MESSAGE, NO_RESULTS, SOMETHING_WENT_WRONG_HEADING } from '@portal/domain/messages';
import { AlertScreen } from '@/components/alert-screen';
import { BackToListButton, BackToListLink } from '@/components/back-to-list';
import { DownloadButton } from '@/components/list/download-button';
import { PageHeader } from '@/components/page-header';
import { SectionError } from '@/components/section-error';
import { useSession } from '@/lib/session/session-context';
import { useDownloadInsightReport } from '../api/download-insight-report';
import { useInsightFilters } from '../api/get-insight-filters';
import { reportFailure, useInsightReport } from '../api/get-insight-report';
import { PinButton } from '../dashboard/pin-button';
import { ScheduleEmailButton } from '../schedules/schedule-email-button';
import { ScheduledEmailsPanel } from '../schedules/scheduled-emails-panel';
import { CopyLinkButton } from './copy-link-button';
import { ReportFilterBar } from './report-filter-bar';
import { ReportTable } from './report-table';
import { filtersFromSearch, isSavedReportId, runQueryOf, searchOfFilters } from './report-url-filters';
import { LazyReportChart } from './lazy-report-chart';

const CATALOGUE = { path: routeById('insightsReports').path, label: routeById('insightsReports').label };
const FILE_FORMATS = ['csv', 'xlsx', 'pdf'] as const;

/** /insights/reports/{reportId}: one report with its filters in the address (a saved one's own when it names none), its chart, its table and its files. */
export const InsightReportPage = () => {
  const { reportId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const query = runQueryOf(reportId, search);
  const { flags } = useSession();
  const options = useInsightFilters();
  const report = useInsightReport(reportId, query);
  // Opened with its saved filters: the answer says which, and the page shows, downloads and schedules those.
  const savedFilters = report.isPlaceholderData ? undefined : report.data?.savedFilters;
  const filters = query.asSaved ? (savedFilters ?? {}) : filtersFromSearch(search);
  const file = useDownloadInsightReport(reportId, filters);
  const change = (next: Partial<ReportFilters>) => setSearch(searchOfFilters({ ...filters, ...next }, isSavedReportId(reportId)), { replace: true });

  if (report.isError && !report.data) {
    const failure = reportFailure(report.error);
    if (failure === 'failed') return <SectionError onRefresh={() => void report.refetch()} />;
    const denied = failure === 'accessDenied';
    return (
      <AlertScreen
        icon={denied ? LockOutlined : LinkOff}
        heading={denied ? 'Access Denied' : SOMETHING_WENT_WRONG_HEADING}
        message={denied ? ACCESS_DENIED_MESSAGE : INVALID_URL_MESSAGE}
        action={<BackToListButton list={CATALOGUE} />}
      />
    );
  }
  const result = report.data;
  return (
    <Box>
      <BackToListLink list={CATALOGUE} />
      <PageHeader
        title={result?.report.name ?? routeById('insightsReportDetails').label}
        {...(result ? { subtitle: result.report.description } : {})}
        actions={
          <>
            {result && <PinButton reportId={reportId} />}
            {flags.copyReportLink && <CopyLinkButton />}
            <ScheduleEmailButton reportId={reportId} reportName={result?.report.name ?? ''} filters={filters} disabled={!result} />
            <DownloadButton formats={FILE_FORMATS} busy={file.busy} disabled={!result || result.truncated} onDownload={file.download} />
          </>
        }
      />
      <ReportFilterBar filters={filters} range={result} dated={result?.report.dated ?? true} options={options.data} onChange={change} />
      {!result ? (
        <LinearProgress aria-label="Loading the report" />
      ) : result.rows.length === 0 ? (
        <Typography color="text.secondary">{NO_RESULTS}</Typography>
      ) : (
        <Stack spacing={2}>
          {report.isFetching && <LinearProgress aria-label="Loading the report" />}
          {result.truncated && <Typography role="status">{ROWS_CAPPED}</Typography>}
          <Paper component="section" aria-label="Chart" variant="outlined" sx={{ p: 2, minWidth: 0 }}>
            <LazyReportChart result={result} />
          </Paper>
          <ReportTable result={result} />
        </Stack>
      )}
      {flags.embeddedReport && <ScheduledEmailsPanel reportId={reportId} />}
    </Box>
  );
};
