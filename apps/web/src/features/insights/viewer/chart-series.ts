import type { ReportColumn, ReportResult } from '@portal/domain/api/insights';

/** One x value and each series' value there: where the table has no row, 0 for a count or an amount, null (a gap) for a rate or an average. */
export type ChartDataPoint = { x: string } & Record<string, string | number | null>;

/** One drawn series: a chart measure, alone or for one value of the report's second dimension. */
export interface ChartSeries {
  /** The key of its values in the chart's points. */
  dataKey: string;
  label: string;
  column: ReportColumn;
  /** Bars of one measure stack (the hospitals of a month add up to the month); lines do not. */
  stack: string | undefined;
}

/** Formats whose missing row means none: no starts that month at that hospital. */
const ADDITIVE = new Set<ReportColumn['format']>(['count', 'money']);

export interface ChartData {
  points: ChartDataPoint[];
  series: ChartSeries[];
}

/**
 * The chart of a report: its first dimension along the x axis. A report grouped by a second
 * dimension (Month + Hospital) draws a series per value of it, for each chart measure, as its table
 * reads: a line or a stack of bars per hospital, not their sum. Further dimensions are summed within
 * a point (counts and amounts add up). Series keep the order their values first appear in the table.
 * docs/decisions/0121-custom-chart-series-per-second-dimension.md
 */
export const chartData = (result: ReportResult): ChartData => {
  const measures = result.chartMeasures.map((id) => {
    const index = result.columns.findIndex((column) => column.id === id);
    return { id, index, column: result.columns[index]! };
  });
  const split = result.columns[1]?.kind === 'dimension';
  const series = new Map<string, ChartSeries>();
  const points = new Map<string, ChartDataPoint>();
  for (const row of result.rows) {
    const x = String(row[0] ?? 'N/A');
    const group = split ? String(row[1] ?? 'N/A') : undefined;
    const point: ChartDataPoint = points.get(x) ?? { x };
    for (const measure of measures) {
      const name = group === undefined ? measure.id : JSON.stringify([measure.id, group]);
      let one = series.get(name);
      if (!one) {
        const label = group === undefined ? measure.column.label : measures.length === 1 ? group : `${group} · ${measure.column.label}`;
        one = { dataKey: `s${series.size}`, label, column: measure.column, stack: group === undefined ? undefined : measure.id };
        series.set(name, one);
      }
      point[one.dataKey] = Number(point[one.dataKey] ?? 0) + Number(row[measure.index] ?? 0);
    }
    points.set(x, point);
  }
  const missing = Object.fromEntries([...series.values()].map((one) => [one.dataKey, ADDITIVE.has(one.column.format) ? 0 : null]));
  const filled = [...points.values()].map((point) => ({ ...missing, ...point }));
  return { points: filled, series: [...series.values()] };
};
