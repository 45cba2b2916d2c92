import { describe, expect, it } from 'vitest';
import type { ReportResult } from '@portal/domain/api/insights';
import { chartPoints, formatCell } from './report-format';
import { AS_SAVED, filtersFromSearch, runQueryOf, searchOfFilters } from './report-url-filters';

const result: ReportResult = {
  report: { id: 'r', name: 'R', description: '', dataset: 'assignmentMonths', chartType: 'line', dated: true },
  chartMeasures: ['headcount'],
  columns: [
    { id: 'month', label: 'Month', kind: 'dimension', format: 'month' },
    { id: 'unit', label: 'Unit', kind: 'dimension', format: 'text' },
    { id: 'headcount', label: 'Headcount', kind: 'measure', format: 'count' },
  ],
  rows: [
    ['2026-01', 'ICU', 2],
    ['2026-01', 'ER', 3],
    ['2026-02', 'ICU', 4],
  ],
  truncated: false,
  from: '2026-01-01',
  to: '2026-02-28',
};

describe('the report chart', () => {
  it('draws one point per x value in table order, its measures summed over the other dimensions', () => {
    expect(chartPoints(result)).toEqual([
      { x: '2026-01', headcount: 5 },
      { x: '2026-02', headcount: 4 },
    ]);
  });
});

describe('report cells', () => {
  it('formats money, rates, decimals and missing values', () => {
    expect(formatCell({ format: 'money' }, 1234.5)).toBe('$1,234.50');
    expect(formatCell({ format: 'percent' }, 12.34)).toBe('12.3%');
    expect(formatCell({ format: 'decimal' }, 2.25)).toBe('2.3');
    expect(formatCell({ format: 'count' }, null)).toBe('N/A');
  });
});

describe('report filters in the address', () => {
  it('reads the filters back as it writes them', () => {
    const filters = { from: '2026-01-01', to: '2026-03-31', hospitalId: '00000000-0000-4000-8000-000000000001', unit: 'ICU', title: 'RN' };
    expect(filtersFromSearch(searchOfFilters(filters))).toEqual(filters);
  });

  it('drops a value the API would refuse, and a range given backwards', () => {
    expect(filtersFromSearch(new URLSearchParams('hospitalId=x&unit=ICU&from=2026-13-01'))).toEqual({ unit: 'ICU' });
    expect(filtersFromSearch(new URLSearchParams('from=2026-05-01&to=2026-04-01&title=RN'))).toEqual({ title: 'RN' });
  });

  it('opens a saved report with its saved filters unless the address names one, even cleared', () => {
    const saved = '0b4f8a36-5c61-4b5e-9d65-3a3c2b7c1e01';
    expect(runQueryOf(saved, new URLSearchParams())).toEqual(AS_SAVED);
    expect(runQueryOf(saved, new URLSearchParams('unit=ICU'))).toEqual({ unit: 'ICU' });
    expect(runQueryOf('headcount-by-hospital-unit', new URLSearchParams())).toEqual({});
    const cleared = searchOfFilters({}, true);
    expect(cleared.toString()).toBe('hospitalId=');
    expect(runQueryOf(saved, cleared)).toEqual({});
    expect(searchOfFilters({}).toString()).toBe('');
  });
});
