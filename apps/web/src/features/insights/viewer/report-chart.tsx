import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material/styles';
import type { ReportResult } from '@portal/domain/api/insights';
import { chartData } from './chart-series';
import { formatCell } from './report-format';

/**
 * The report's chart: its first dimension along the x axis, a series per chart measure (and per value
 * of a second dimension). Loaded on its own, after the table. `compact` (a dashboard card) leaves out
 * a legend of more than four series, which would not fit; the tooltip and the report's page name them.
 */
export const ReportChart = ({ result, height, compact = false }: { result: ReportResult; height: number; compact?: boolean }) => {
  const theme = useTheme();
  const { points, series } = chartData(result);
  // The portal's four status colours for a chart's measures; the charts' own longer palette for a series per hospital or unit.
  const colours = series.length <= 4 ? [theme.palette.status.blue, theme.palette.status.orange, theme.palette.status.green, theme.palette.status.teal] : undefined;
  const drawn = series.map((one, index) => ({
    dataKey: one.dataKey,
    label: one.label,
    stack: result.report.chartType === 'bar' ? one.stack : undefined,
    ...(colours ? { color: colours[index]! } : {}),
    valueFormatter: (v: number | null) => formatCell(one.column, v),
  }));
  // Slanted labels end at their tick, so the last one is not cut at the chart's right edge.
  const xAxis = [
    {
      scaleType: (result.report.chartType === 'line' ? 'point' : 'band') as 'point' | 'band',
      dataKey: 'x',
      height: 72,
      tickLabelStyle: { angle: -35, textAnchor: 'end' as const, fontSize: 11 },
    },
  ];
  const hideLegend = compact && series.length > 4;
  return result.report.chartType === 'line' ? (
    <LineChart height={height} dataset={points} xAxis={xAxis} series={drawn} hideLegend={hideLegend} />
  ) : (
    <BarChart height={height} dataset={points} xAxis={xAxis} series={drawn} hideLegend={hideLegend} />
  );
};
