import { useTheme } from '@mui/material/styles';
import type { BillRateRow } from '@portal/domain/api/reports';
import { RankedBarChart } from '@/components/charts/ranked-bar-chart';
import { USD_FORMAT } from '../usd-format';

const MOST_BARS = 12;

/** Average bill rate by title, unit and state, the highest first, with its lowest and highest beside it. */
export const BillRateChart = ({ rows }: { rows: readonly BillRateRow[] }) => {
  const theme = useTheme();
  const dataset = [...rows]
    .sort((a, b) => b.averageRate - a.averageRate)
    .slice(0, MOST_BARS)
    .map((row) => ({ name: `${row.title} · ${row.unit} · ${row.state}`, min: row.minRate, average: row.averageRate, max: row.maxRate }));
  return (
    <RankedBarChart
      rowHeight={40}
      extraHeight={80}
      labelWidth={240}
      dataset={dataset}
      format={USD_FORMAT}
      series={[
        { dataKey: 'min', label: 'Lowest', color: theme.palette.status.teal },
        { dataKey: 'average', label: 'Average', color: theme.palette.status.blue },
        { dataKey: 'max', label: 'Highest', color: theme.palette.status.orange },
      ]}
    />
  );
};
