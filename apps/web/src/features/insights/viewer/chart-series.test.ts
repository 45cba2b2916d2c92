import { describe, expect, it } from 'vitest';
import type { ReportResult } from '@portal/domain/api/insights';
import { chartData } from './chart-series';

const byMonthAndHospital = (chartMeasures: string[]): ReportResult => ({
  report: { id: 'c', name: 'Starts by month and hospital', description: '', dataset: 'startsStops', chartType: 'line', dated: true },
  chartMeasures,
  columns: [
    { id: 'month', label: 'Month', kind: 'dimension', format: 'month' },
    { id: 'hospital', label: 'Hospital', kind: 'dimension', format: 'text' },
    { id: 'starts', label: 'Starts', kind: 'measure', format: 'count' },
    { id: 'stops', label: 'Stops', kind: 'measure', format: 'count' },
  ],
  rows: [
    ['2026-01', 'Mercy', 2, 1],
    ['2026-01', 'St. Luke', 3, 0],
    ['2026-02', 'Mercy', 4, 2],
  ],
  truncated: false,
  from: '2026-01-01',
  to: '2026-02-28',
});

describe('the report chart series', () => {
  it('draws a series per hospital of a report grouped by month and hospital, not their sum, none counted where a hospital has no row', () => {
    const { points, series } = chartData(byMonthAndHospital(['starts']));
    expect(series.map((one) => one.label)).toEqual(['Mercy', 'St. Luke']);
    const [mercy, stLuke] = series.map((one) => one.dataKey);
    expect(points).toEqual([
      { x: '2026-01', [mercy!]: 2, [stLuke!]: 3 },
      { x: '2026-02', [mercy!]: 4, [stLuke!]: 0 },
    ]);
  });

  it('leaves a gap, not a zero, where an average has no row', () => {
    const result = byMonthAndHospital(['starts']);
    const averaged = { ...result, columns: result.columns.map((column) => (column.id === 'starts' ? { ...column, format: 'decimal' as const } : column)) };
    const { points, series } = chartData(averaged);
    expect(points[1]![series[1]!.dataKey]).toBeNull();
  });

  it('names each hospital and measure when the chart draws several measures', () => {
    const { series } = chartData(byMonthAndHospital(['starts', 'stops']));
    expect(series.map((one) => [one.label, one.stack])).toEqual([
      ['Mercy · Starts', 'starts'],
      ['Mercy · Stops', 'stops'],
      ['St. Luke · Starts', 'starts'],
      ['St. Luke · Stops', 'stops'],
    ]);
  });

  it('draws a series per measure for a report grouped by its x axis alone', () => {
    const single = byMonthAndHospital(['starts', 'stops']);
    const result = { ...single, columns: [single.columns[0]!, ...single.columns.slice(2)], rows: single.rows.map((row) => [row[0]!, ...row.slice(2)]) };
    const { points, series } = chartData(result);
    expect(series.map((one) => one.label)).toEqual(['Starts', 'Stops']);
    expect(points).toEqual([
      { x: '2026-01', s0: 5, s1: 1 },
      { x: '2026-02', s0: 4, s1: 2 },
    ]);
  });
});
