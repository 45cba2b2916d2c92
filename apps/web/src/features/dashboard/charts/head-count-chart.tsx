import { BarChart } from '@mui/x-charts/BarChart';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { HeadCount } from '@portal/domain/api/dashboard';
import { NO_RESULTS } from '@portal/domain/messages';

const TOP_TITLES = 8;

/** Clinicians on assignment by title (the largest titles; the rest summed as Other). */
export const HeadCountChart = ({ headCount }: { headCount: HeadCount }) => {
  const theme = useTheme();
  if (headCount.total === 0) return <Typography color="text.secondary">{NO_RESULTS}</Typography>;
  const top = headCount.byTitle.slice(0, TOP_TITLES);
  const rest = headCount.byTitle.slice(TOP_TITLES).reduce((sum, row) => sum + row.count, 0);
  const dataset = rest > 0 ? [...top, { name: 'Other', count: rest }] : top;
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{`Total: ${headCount.total.toLocaleString('en-US')}`}</Typography>
      <BarChart
        height={Math.max(200, dataset.length * 34 + 60)}
        layout="horizontal"
        dataset={dataset}
        yAxis={[{ scaleType: 'band', dataKey: 'name', width: 120 }]}
        series={[{ dataKey: 'count', label: 'Clinicians', color: theme.palette.status.blue }]}
        hideLegend
        grid={{ vertical: true }}
      />
    </>
  );
};
