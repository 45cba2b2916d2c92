import { ReportFilters, type RunReportQuery } from '@portal/domain/api/insights';

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

/**
 * The address's query for these filters, defaults left out. A saved report's address without filters
 * opens it with its saved ones, so one whose filters were all cleared names an empty hospital instead.
 */
export const searchOfFilters = (filters: ReportFilters, savedReport = false): URLSearchParams => {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  if (savedReport && search.size === 0) search.set('hospitalId', '');
  return search;
};

const SAVED_REPORT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A saved custom report's id is a uuid; the catalogue's are slugs. */
export const isSavedReportId = (reportId: string): boolean => SAVED_REPORT_ID.test(reportId);

/** A saved report run with the filters saved with it (docs/decisions/0088-custom-reports-and-saved-filters.md). */
export const AS_SAVED: RunReportQuery = { asSaved: 'true' };

/** The run call's query for a report's address: a saved report whose address names no filter starts from its saved ones. */
export const runQueryOf = (reportId: string, search: URLSearchParams): RunReportQuery =>
  isSavedReportId(reportId) && !KEYS.some((key) => search.has(key)) ? AS_SAVED : filtersFromSearch(search);
