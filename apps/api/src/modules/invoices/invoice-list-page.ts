import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceListResponse } from '@portal/domain/api/invoices';
import type { Tx } from '../../db/tenant';
import { allOf, countRows, rowsOf } from '../../lib/sql-helpers';
import type { InvoiceConditions } from './invoice-conditions';
import { INVOICE_COLUMNS, invoiceOrderBy, toInvoiceListItem, type InvoiceOrder, type InvoiceRow } from './invoice-rows';

/** The invoices `limit` and `offset` select in list order, with what the list and the export show. */
export const invoicePageQuery = (conditions: InvoiceConditions, order: InvoiceOrder, limit: number, offset: number): SQL => sql`
  select ${INVOICE_COLUMNS}
  from invoices i join hospitals h on h.id = i.hospital_id
  where ${allOf(conditions.where)}
  order by ${invoiceOrderBy(order)}
  limit ${limit} offset ${offset}`;

/**
 * One page of the list and the count of every matching invoice. Two statements rather than a
 * window count: the page is an index walk in date order that stops after `limit` rows, and the
 * count an index-only scan, where a count riding on the page would make the walk read every row.
 */
export const invoiceListPage = async (
  tx: Tx,
  conditions: InvoiceConditions,
  page: InvoiceOrder & { page: number; size: number },
): Promise<InvoiceListResponse> => {
  const rows = rowsOf<InvoiceRow>(await tx.execute(invoicePageQuery(conditions, page, page.size, (page.page - 1) * page.size)));
  const count = await countRows(tx, sql`invoices i`, allOf(conditions.where));
  return { data: rows.map(toInvoiceListItem), count };
};
