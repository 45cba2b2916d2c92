import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { HeadCount } from '@portal/domain/api/dashboard';
import { NO_RESULTS } from '@portal/domain/messages';
import { RankedBarChart } from '@/components/charts/ranked-bar-chart';

const TOP_TITLES = 8;
const count = (value: number) => value.toLocaleString('en-US');
const COUNT_FORMAT = { axis: count, value: count };

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
      <RankedBarChart
        rowHeight={34}
        extraHeight={60}
        labelWidth={120}
        dataset={dataset}
        format={COUNT_FORMAT}
        series={[{ dataKey: 'count', label: 'Clinicians', color: theme.palette.status.blue }]}
        hideLegend
      />
    </>
  );
};
