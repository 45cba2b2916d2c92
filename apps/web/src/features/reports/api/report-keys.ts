import type { BillRateQuery, FinancialReportRequest } from '@portal/domain/api/reports';

/** Query keys of the report screens. */
export const reportKeys = {
  all: ['reports'] as const,
  financial: (request: FinancialReportRequest) => [...reportKeys.all, 'financial', request] as const,
  financeFilters: () => [...reportKeys.all, 'finance-filters'] as const,
  billRates: (query: BillRateQuery) => [...reportKeys.all, 'bill-rates', query] as const,
  billRateFilter: (filter: string) => [...reportKeys.all, 'bill-rate-filter', filter] as const,
};
