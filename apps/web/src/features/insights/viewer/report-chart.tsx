import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material/styles';
import type { ReportResult } from '@portal/domain/api/insights';
import { chartPoints, formatCell } from './report-format';

/** The report's chart: its first dimension along the x axis, its chart measures as series. Loaded on its own, after the table. */
export const ReportChart = ({ result, height }: { result: ReportResult; height: number }) => {
  const theme = useTheme();
  const colours = [theme.palette.status.blue, theme.palette.status.orange, theme.palette.status.green, theme.palette.status.teal];
  const dataset = chartPoints(result);
  const series = result.chartMeasures.map((id, index) => {
    const column = result.columns.find((c) => c.id === id)!;
    return { dataKey: id, label: column.label, color: colours[index % colours.length]!, valueFormatter: (v: number | null) => formatCell(column, v) };
  });
  // Slanted labels end at their tick, so the last one is not cut at the chart's right edge.
  const xAxis = [
    {
      scaleType: (result.report.chartType === 'line' ? 'point' : 'band') as 'point' | 'band',
      dataKey: 'x',
      height: 72,
      tickLabelStyle: { angle: -35, textAnchor: 'end' as const, fontSize: 11 },
    },
  ];
  return result.report.chartType === 'line' ? (
    <LineChart height={height} dataset={dataset} xAxis={xAxis} series={series} />
  ) : (
    <BarChart height={height} dataset={dataset} xAxis={xAxis} series={series} />
  );
};
