import { ReportFilters } from '@portal/domain/api/insights';

const KEYS = ['from', 'to', 'hospitalId', 'unit', 'title'] as const;

/**
 * The report's filters as the address holds them (so a copied link opens the same report). A value
 * the API would refuse falls back to its default, as list state does; a range given backwards is
 * dropped whole.
 */
export const filtersFromSearch = (search: URLSearchParams): ReportFilters => {
  const filters: Record<string, string> = {};
  for (const key of KEYS) {
    const value = search.get(key);
    if (value && ReportFilters.safeParse({ [key]: value }).success) filters[key] = value;
  }
  const parsed = ReportFilters.safeParse(filters);
  if (parsed.success) return parsed.data;
  const { from: _from, to: _to, ...rest } = filters;
  return rest;
};

/** The address's query for these filters, defaults left out. */
export const searchOfFilters = (filters: ReportFilters): URLSearchParams => {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  return search;
};
