import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { routeById } from '@portal/domain/access/routes';
import type { ReportSummary } from '@portal/domain/api/insights';
import { useInsightReport } from '../api/get-insight-report';

const ReportThumbnail = lazy(() => import('./report-thumbnail').then((m) => ({ default: m.ReportThumbnail })));

export const reportPath = (reportId: string) => routeById('insightsReportDetails').path.replace(':reportId', encodeURIComponent(reportId));

const Thumbnail = ({ reportId }: { reportId: string }) => {
  const report = useInsightReport(reportId, {});
  if (report.isError) return null;
  return report.data ? (
    <Suspense fallback={<Skeleton variant="rounded" height={64} />}>
      <ReportThumbnail result={report.data} />
    </Suspense>
  ) : (
    <Skeleton variant="rounded" height={64} />
  );
};

/** A catalogue entry: name, description and, where the user may open reports (embedded-report flag), a thumbnail chart and the link. */
export const ReportCard = ({ report, opens }: { report: ReportSummary; opens: boolean }) => {
  const content = (
    <CardContent>
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {report.name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: opens ? 1.5 : 0 }}>
        {report.description}
      </Typography>
      {opens && <Thumbnail reportId={report.id} />}
    </CardContent>
  );
  return (
    <Card variant="outlined" component="article" aria-label={report.name}>
      {opens ? (
        <CardActionArea component={RouterLink} to={reportPath(report.id)}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
};
