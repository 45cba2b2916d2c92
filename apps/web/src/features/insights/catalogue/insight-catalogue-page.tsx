import { useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { routeById } from '@portal/domain/access/routes';
import { NO_RESULTS } from '@portal/domain/messages';
import { CardGrid } from '@/components/list/card-grid';
import { SearchBox } from '@/components/list/search-box';
import { PageHeader } from '@/components/page-header';
import { SectionError } from '@/components/section-error';
import { useSession } from '@/lib/session/session-context';
import { useInsightReports } from '../api/get-insight-reports';
import { ScheduledEmailsPanel } from '../schedules/scheduled-emails-panel';
import { ReportCard } from './report-card';

/** Ours: SPEC.md §2 names the page but gives it no subtitle. */
export const CATALOGUE_SUBTITLE = 'Reports over your hospitals: staffing, hiring, compliance and spend.';

/** /insights/reports: the reports the user may open, searchable by name and description. */
export const InsightCataloguePage = () => {
  const { flags } = useSession();
  const reports = useInsightReports();
  const [search, setSearch] = useState('');
  const needle = search.toLowerCase();
  const shown = (reports.data ?? []).filter((r) => `${r.name} ${r.description}`.toLowerCase().includes(needle));

  return (
    <Box>
      <PageHeader title={routeById('insightsReports').label} subtitle={CATALOGUE_SUBTITLE} />
      <Box sx={{ mb: 2 }}>
        <SearchBox label="Search Reports" value={search} onSubmit={setSearch} debounceMs={300} />
      </Box>
      {reports.isError ? (
        <SectionError onRefresh={() => void reports.refetch()} />
      ) : !reports.data ? (
        <LinearProgress aria-label="Loading the reports" />
      ) : shown.length === 0 ? (
        <Typography color="text.secondary">{NO_RESULTS}</Typography>
      ) : (
        <CardGrid>
          {shown.map((report) => (
            <ReportCard key={report.id} report={report} opens={flags.embeddedReport} />
          ))}
        </CardGrid>
      )}
      {flags.embeddedReport && <ScheduledEmailsPanel />}
    </Box>
  );
};
