import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { useTheme } from '@mui/material/styles';
import type { ReportResult } from '@portal/domain/api/insights';
import { chartPoints } from '../viewer/report-format';

/** A report's chart in small: its first chart measure along its x axis. Loaded on its own, after the cards. */
export const ReportThumbnail = ({ result }: { result: ReportResult }) => {
  const theme = useTheme();
  const measure = result.chartMeasures[0];
  const data = measure ? chartPoints(result).map((point) => Number(point[measure])) : [];
  return (
    <SparkLineChart
      data={data}
      height={64}
      plotType={result.report.chartType}
      color={theme.palette.status.blue}
      area={result.report.chartType === 'line'}
    />
  );
};
