import type { ReportColumn, ReportResult } from '@portal/domain/api/insights';
import { formatUsd } from '@portal/domain/invoices/invoice-rules';

type Cell = ReportResult['rows'][number][number];

/** A cell as the table shows it: money in dollars, rates with %, missing as N/A. */
export const formatCell = (column: Pick<ReportColumn, 'format'>, value: Cell): string => {
  if (value === null || value === '') return 'N/A';
  if (typeof value === 'string') return value;
  switch (column.format) {
    case 'money':
      return formatUsd(value);
    case 'percent':
      return `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
    case 'decimal':
      return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
    default:
      return value.toLocaleString('en-US');
  }
};

export interface ChartPoint {
  x: string;
  [measure: string]: string | number;
}

/**
 * The chart's points: one per value of the report's first dimension, in table order, each chart
 * measure summed over that value's rows (reports grouped by more than the x axis chart counts and
 * amounts, which add up; an average is only charted by a report grouped by its x axis alone).
 */
export const chartPoints = (result: ReportResult): ChartPoint[] => {
  const measureIndex = result.chartMeasures.map((id) => [id, result.columns.findIndex((column) => column.id === id)] as const);
  const points = new Map<string, ChartPoint>();
  for (const row of result.rows) {
    const x = String(row[0] ?? 'N/A');
    const point = points.get(x) ?? { x, ...Object.fromEntries(result.chartMeasures.map((id) => [id, 0])) };
    for (const [id, index] of measureIndex) point[id] = Number(point[id]) + Number(row[index] ?? 0);
    points.set(x, point);
  }
  return [...points.values()];
};
