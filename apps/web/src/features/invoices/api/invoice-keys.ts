import type { InvoiceListQuery } from '@portal/domain/api/invoices';

/** Query keys of the invoice screens: a dispute invalidates `all`, and with it the details and lists. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (query: InvoiceListQuery) => [...invoiceKeys.all, 'list', query] as const,
  details: (id: string) => [...invoiceKeys.all, 'details', id] as const,
  facilities: () => ['invoice-facilities'] as const,
};
