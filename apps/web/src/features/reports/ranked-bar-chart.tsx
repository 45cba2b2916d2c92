import { BarChart } from '@mui/x-charts/BarChart';
import { useSmallScreen } from '@/components/list/use-small-screen';
import { formatUsd, formatUsdCompact } from '@portal/domain/invoices/invoice-rules';

/** One bar of each row: the row's value under `dataKey`, drawn in `color`. */
export interface RankedSeries {
  dataKey: string;
  label: string;
  color: string;
}

interface RankedBarChartProps {
  /** The rows, in the order drawn, each named by `name`. */
  dataset: readonly ({ name: string } & Record<string, string | number>)[];
  series: readonly RankedSeries[];
  height: number;
  /** How wide the names are on a wider screen. */
  labelWidth: number;
  hideLegend?: boolean;
}

/** The reports' rankings (bill rates; facilities and units): a horizontal bar per named row, amounts in dollars. */
export const RankedBarChart = ({ dataset, series, height, labelWidth, hideLegend }: RankedBarChartProps) => {
  const small = useSmallScreen();
  return (
    <BarChart
      height={height}
      layout="horizontal"
      dataset={[...dataset]}
      // On a phone the labels give way to the bars, cut short.
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: small ? 110 : labelWidth }]}
      xAxis={[{ valueFormatter: formatUsdCompact }]}
      series={series.map((one) => ({ ...one, valueFormatter: (value: number | null) => formatUsd(value ?? 0) }))}
      hideLegend={hideLegend}
    />
  );
};
