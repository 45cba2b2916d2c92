import type { InvoiceListQuery } from '@portal/domain/api/invoices';
import { networkKey, type SessionNetworkId } from '@/lib/query-keys';

/** Query keys of the invoice screens, per network: a dispute invalidates `all`, and with it the details and lists. */
export const invoiceKeys = {
  all: (networkId: SessionNetworkId) => networkKey(networkId, 'invoices'),
  list: (networkId: SessionNetworkId, query: InvoiceListQuery) => [...invoiceKeys.all(networkId), 'list', query] as const,
  details: (networkId: SessionNetworkId, id: string) => [...invoiceKeys.all(networkId), 'details', id] as const,
  facilities: (networkId: SessionNetworkId) => networkKey(networkId, 'invoice-facilities'),
};
