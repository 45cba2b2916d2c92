import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import PushPin from '@mui/icons-material/PushPin';
import { routeById } from '@portal/domain/access/routes';
import type { ReportSummary } from '@portal/domain/api/insights';
import { NO_RESULTS, SOMETHING_WENT_WRONG } from '@portal/domain/messages';
import { useInsightReport } from '../api/get-insight-report';
import { LazyReportChart } from '../viewer/lazy-report-chart';
import { AS_SAVED, isSavedReportId } from '../viewer/report-url-filters';

const CHART_HEIGHT = 240;
const NO_FILTERS = {};

interface DashboardCardProps {
  report: ReportSummary;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onUnpin: () => void;
}

/** One pinned report: its name (a link to the viewer), its chart as the viewer opens it (default filters, a saved report's own), and buttons to move or unpin it. */
export const DashboardCard = ({ report, first, last, busy, onMove, onUnpin }: DashboardCardProps) => {
  const result = useInsightReport(report.id, isSavedReportId(report.id) ? AS_SAVED : NO_FILTERS);
  const titleId = `dashboard-card-${report.id}`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <CardContent sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <Link component={RouterLink} to={routeById('insightsReportDetails').path.replace(':reportId', report.id)}>
            {report.name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {report.description}
        </Typography>
        <Box sx={{ height: CHART_HEIGHT }}>
          {result.isError ? (
            <Typography role="alert">{SOMETHING_WENT_WRONG}</Typography>
          ) : !result.data ? (
            <Skeleton variant="rounded" height={CHART_HEIGHT} aria-label={`Loading ${report.name}`} />
          ) : result.data.rows.length === 0 ? (
            <Typography color="text.secondary">{NO_RESULTS}</Typography>
          ) : (
            <LazyReportChart result={result.data} height={CHART_HEIGHT} compact />
          )}
        </Box>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Tooltip title="Move up">
          <span>
            <IconButton aria-label={`Move ${report.name} up`} disabled={first || busy} onClick={() => onMove(-1)}>
              <ArrowUpward />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Move down">
          <span>
            <IconButton aria-label={`Move ${report.name} down`} disabled={last || busy} onClick={() => onMove(1)}>
              <ArrowDownward />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Unpin">
          <span>
            <IconButton aria-label={`Unpin ${report.name}`} disabled={busy} onClick={onUnpin}>
              <PushPin />
            </IconButton>
          </span>
        </Tooltip>
      </CardActions>
    </Card>
  );
};
