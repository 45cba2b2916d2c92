import type { BillRateQuery, FinancialReportRequest } from '@portal/domain/api/reports';
import { networkKey, type SessionNetworkId } from '@/lib/query-keys';

/** Query keys of the report screens, per network. */
export const reportKeys = {
  all: (networkId: SessionNetworkId) => networkKey(networkId, 'reports'),
  financial: (networkId: SessionNetworkId, request: FinancialReportRequest) => [...reportKeys.all(networkId), 'financial', request] as const,
  financeFilters: (networkId: SessionNetworkId) => [...reportKeys.all(networkId), 'finance-filters'] as const,
  billRates: (networkId: SessionNetworkId, query: BillRateQuery) => [...reportKeys.all(networkId), 'bill-rates', query] as const,
  billRateFilter: (networkId: SessionNetworkId, filter: string) => [...reportKeys.all(networkId), 'bill-rate-filter', filter] as const,
};
