import { BarChart } from '@mui/x-charts/BarChart';
import type { StaffingForecast } from '@portal/domain/api/dashboard';
import { useTheme } from '@mui/material/styles';

const weekLabel = (isoDate: string) => {
  const [, month, day] = isoDate.split('-');
  return `${month}/${day}`;
};

/** Assignments running each week, with the starts and ends of that week. */
export const ForecastChart = ({ forecast }: { forecast: StaffingForecast }) => {
  const theme = useTheme();
  const dataset = forecast.weeks.map((week) => ({ ...week, label: weekLabel(week.weekStart) }));
  return (
    <BarChart
      height={300}
      dataset={dataset}
      xAxis={[{ scaleType: 'band', dataKey: 'label', label: 'Week of' }]}
      series={[
        { dataKey: 'onAssignment', label: 'On assignment', color: theme.palette.status.green },
        { dataKey: 'starting', label: 'Starting', color: theme.palette.status.blue },
        { dataKey: 'ending', label: 'Ending', color: theme.palette.status.orange },
      ]}
      grid={{ horizontal: true }}
    />
  );
};
