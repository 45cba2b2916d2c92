import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import { useSmallScreen } from '@/components/list/use-small-screen';
import type { BillRateRow } from '@portal/domain/api/reports';
import { formatUsd, formatUsdCompact } from '@portal/domain/invoices/invoice-rules';

const MOST_BARS = 12;

/** Average bill rate by title, unit and state, the highest first, with its lowest and highest beside it. */
export const BillRateChart = ({ rows }: { rows: readonly BillRateRow[] }) => {
  const theme = useTheme();
  const small = useSmallScreen();
  const dataset = [...rows]
    .sort((a, b) => b.averageRate - a.averageRate)
    .slice(0, MOST_BARS)
    .map((row) => ({ name: `${row.title} · ${row.unit} · ${row.state}`, min: row.minRate, average: row.averageRate, max: row.maxRate }));
  const money = (value: number | null) => formatUsd(value ?? 0);
  return (
    <BarChart
      height={Math.max(240, dataset.length * 40 + 80)}
      layout="horizontal"
      dataset={dataset}
      // On a phone the labels give way to the bars, cut short.
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: small ? 110 : 240 }]}
      xAxis={[{ valueFormatter: formatUsdCompact }]}
      series={[
        { dataKey: 'min', label: 'Lowest', color: theme.palette.status.teal, valueFormatter: money },
        { dataKey: 'average', label: 'Average', color: theme.palette.status.blue, valueFormatter: money },
        { dataKey: 'max', label: 'Highest', color: theme.palette.status.orange, valueFormatter: money },
      ]}
    />
  );
};
