import { useMemo } from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { useSmallScreen } from '@/components/list/use-small-screen';
import { canvasMeasure, wrapLabel } from './wrap-label';

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
  /** The least height of a row's bars, and the height of the axis and legend around them. */
  rowHeight: number;
  extraHeight: number;
  /** How wide the names are on a wider screen. */
  labelWidth: number;
  hideLegend?: boolean;
  /** How a value reads on the axis and in the tooltip: dollars in the reports, a count on the dashboard. */
  format: { axis: (value: number) => string; value: (value: number) => string };
}

const FONT_SIZE = 12;
const LINE_HEIGHT = 14;
const PHONE_LABEL_WIDTH = 130;
/** Between a name and its bars. */
const GAP = 8;
/** The height of five rows at least, so one or two bars do not fill a tall box. */
const LEAST_ROWS = 5;

/** Each row's name, in lines, right-aligned beside its bars (the axis would cut it short with an ellipsis). */
const RowNames = ({ lines }: { lines: ReadonlyMap<string, string[]> }) => {
  const theme = useTheme();
  const scale = useYScale<'band'>();
  const { left } = useDrawingArea();
  const x = left - GAP;
  return (
    <g>
      {[...lines].map(([name, parts]) => (
        <text
          key={name}
          className="RankedBarChart-name"
          x={x}
          y={(scale(name) ?? 0) + scale.bandwidth() / 2 - ((parts.length - 1) * LINE_HEIGHT) / 2}
          textAnchor="end"
          dominantBaseline="central"
          fontSize={FONT_SIZE}
          fill={theme.palette.text.primary}
        >
          {parts.map((part, index) => (
            <tspan key={index} x={x} dy={index === 0 ? 0 : LINE_HEIGHT}>
              {part}
            </tspan>
          ))}
        </text>
      ))}
    </g>
  );
};

/**
 * Rankings (the reports' bill rates and facilities and units, the dashboard's head count): a horizontal
 * bar per named row. Names wrap at their spaces to the label width, whole at any width, and the rows
 * grow to hold them.
 */
export const RankedBarChart = ({ dataset, series, rowHeight, extraHeight, labelWidth, hideLegend, format }: RankedBarChartProps) => {
  const theme = useTheme();
  const small = useSmallScreen();
  const width = small ? PHONE_LABEL_WIDTH : labelWidth;
  const lines = useMemo(() => {
    const measure = canvasMeasure(`${FONT_SIZE}px ${theme.typography.fontFamily ?? 'sans-serif'}`, FONT_SIZE);
    return new Map(dataset.map((row) => [row.name, wrapLabel(row.name, width - GAP, measure)]));
  }, [dataset, width, theme.typography.fontFamily]);
  const mostLines = Math.max(1, ...[...lines.values()].map((parts) => parts.length));
  const row = Math.max(rowHeight, mostLines * LINE_HEIGHT + GAP);
  return (
    <BarChart
      height={Math.max(dataset.length, LEAST_ROWS) * row + extraHeight}
      layout="horizontal"
      dataset={[...dataset]}
      // The names are drawn by RowNames; the axis keeps them for the tooltip.
      yAxis={[{ scaleType: 'band', dataKey: 'name', width, valueFormatter: (name: string, context) => (context.location === 'tick' ? '' : name) }]}
      xAxis={[{ valueFormatter: format.axis }]}
      series={series.map((one) => ({ ...one, valueFormatter: (value: number | null) => format.value(value ?? 0) }))}
      hideLegend={hideLegend}
    >
      <RowNames lines={lines} />
    </BarChart>
  );
};
