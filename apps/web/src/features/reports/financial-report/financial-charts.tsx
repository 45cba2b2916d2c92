import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material/styles';
import type { FinancialReport } from '@portal/domain/api/reports';
import { formatUsd, formatUsdCompact } from '@portal/domain/invoices/invoice-rules';
import { RankedBarChart } from '@/components/charts/ranked-bar-chart';
import { USD_FORMAT } from '../usd-format';

const TOP_FACILITY_UNITS = 10;

/** Amount invoiced and balance due by month (SPEC.md §3 financial report), a bar each. Loaded on its own so the table shows first. */
export const MonthChart = ({ report }: { report: FinancialReport }) => {
  const theme = useTheme();
  return (
    <BarChart
      height={300}
      dataset={report.byMonth}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ width: 80, valueFormatter: formatUsdCompact }]}
      series={[
        { dataKey: 'amount', label: 'Amount', color: theme.palette.status.blue, valueFormatter: (v) => formatUsd(v ?? 0) },
        { dataKey: 'balance', label: 'Balance Due', color: theme.palette.status.orange, valueFormatter: (v) => formatUsd(v ?? 0) },
      ]}
    />
  );
};

/** The facilities and units invoiced most, largest first. */
export const FacilityUnitChart = ({ report }: { report: FinancialReport }) => {
  const theme = useTheme();
  const dataset = [...report.byFacilityUnit]
    .sort((a, b) => b.amount - a.amount)
    .slice(0, TOP_FACILITY_UNITS)
    .map((row) => ({ name: `${row.facility} · ${row.unit}`, amount: row.amount }));
  return (
    <RankedBarChart
      rowHeight={32}
      extraHeight={60}
      labelWidth={220}
      dataset={dataset}
      format={USD_FORMAT}
      series={[{ dataKey: 'amount', label: 'Amount', color: theme.palette.status.blue }]}
      hideLegend
    />
  );
};
