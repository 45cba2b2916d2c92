import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routeById } from '@portal/domain/access/routes';
import { joinCommaList } from '@portal/domain/lists/comma-list';
import { FILE_DOWNLOADED, NO_RESULTS } from '@portal/domain/messages';
import { DownloadButton } from '@/components/list/download-button';
import { StatusSelect } from '@/components/list/status-select';
import { PageHeader } from '@/components/page-header';
import { SectionError } from '@/components/section-error';
import { useToast } from '@/components/toast/use-toast';
import { exportFileName, saveFile } from '@/lib/save-file';
import { useBillRateFilter, type BillRateFilter } from '../api/get-bill-rate-filters';
import { useBillRateReport } from '../api/get-bill-rate-report';
import { billRateCsv } from './bill-rate-csv';
import { BillRateTable } from './bill-rate-table';

// The chart library is the page's largest part: loaded on its own, after the figures.
const BillRateChart = lazy(() => import('./bill-rate-chart').then((m) => ({ default: m.BillRateChart })));

/** Ours: SPEC.md §2 names the page but gives it no subtitle (docs/decisions/0055-sidebar-labels-and-subtitles.md). */
export const BILL_RATE_SUBTITLE = "Bill rates of your job postings by title, unit and state.";

const FILTERS: readonly { filter: BillRateFilter; label: string; emptyLabel: string }[] = [
  { filter: 'titles', label: 'Titles', emptyLabel: 'All Titles' },
  { filter: 'units', label: 'Units', emptyLabel: 'All Units' },
  { filter: 'states', label: 'States', emptyLabel: 'All States' },
];

const FilterSelect = ({ filter, label, emptyLabel, value, onChange }: (typeof FILTERS)[number] & { value: string[]; onChange: (values: string[]) => void }) => {
  const options = useBillRateFilter(filter);
  return (
    <StatusSelect multiple label={label} emptyLabel={emptyLabel} options={(options.data ?? []).map((v) => ({ value: v, label: v }))} value={value} onChange={onChange} />
  );
};

/** /reports, the sidebar's Metrics (ViewReports with the metrics flag): the bill-rate report with its filters, chart, table and CSV. */
export const BillRatePage = () => {
  const toast = useToast();
  const [chosen, setChosen] = useState<Record<BillRateFilter, string[]>>({ titles: [], units: [], states: [] });
  const report = useBillRateReport({ titles: joinCommaList(chosen.titles), units: joinCommaList(chosen.units), states: joinCommaList(chosen.states) });
  const rows = report.data ?? [];
  const download = () => {
    saveFile(billRateCsv(rows), exportFileName('BillRateReport', 'csv'));
    toast.success(FILE_DOWNLOADED);
  };
  return (
    <Box>
      <PageHeader
        title={routeById('reports').label}
        subtitle={BILL_RATE_SUBTITLE}
        actions={<DownloadButton formats={['csv']} disabled={rows.length === 0} onDownload={download} />}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {FILTERS.map((f) => (
          <FilterSelect key={f.filter} {...f} value={chosen[f.filter]} onChange={(values) => setChosen((c) => ({ ...c, [f.filter]: values }))} />
        ))}
      </Stack>
      <Box sx={{ mt: 2 }}>
        {report.isError ? (
          <SectionError onRefresh={() => void report.refetch()} />
        ) : report.isPending ? (
          <LinearProgress aria-label="Loading the report" />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">{NO_RESULTS}</Typography>
        ) : (
          <Stack spacing={2}>
            <Paper component="section" aria-label="Highest average bill rates" variant="outlined" sx={{ p: 2, minWidth: 0 }}>
              <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
                Highest average bill rates
              </Typography>
              <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
                <BillRateChart rows={rows} />
              </Suspense>
            </Paper>
            <BillRateTable rows={rows} />
          </Stack>
        )}
      </Box>
    </Box>
  );
};
