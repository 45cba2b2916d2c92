import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceListResponse } from '@portal/domain/api/invoices';
import type { Tx } from '../../db/tenant';
import { collectedPage, readPage } from '../../lib/paged-list';
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
 * A searched page: the matching invoices (a few thousand at most for a common surname) are
 * collected once through the name and number indexes, then ordered and cut to the page, with
 * their count riding along, so the rows are read once for both.
 */
const searchedPageQuery = (conditions: InvoiceConditions, order: InvoiceOrder, limit: number, offset: number): SQL =>
  collectedPage(
    {
      columns: INVOICE_COLUMNS,
      joins: sql`join invoices i on i.id = page.id join hospitals h on h.id = i.hospital_id`,
      matching: sql`select i.id, i.invoice_date from invoices i where ${allOf(conditions.where)}`,
      orderOf: (table) => invoiceOrderBy(order, table),
    },
    limit,
    offset,
  );

/**
 * One page of the list and the count of every matching invoice. Unsearched, two statements rather
 * than a window count: the page is an index walk in date order that stops after `limit` rows, and
 * the count an index-only scan, where a count riding on the page would make the walk read every row.
 */
export const invoiceListPage = async (
  tx: Tx,
  conditions: InvoiceConditions,
  page: InvoiceOrder & { page: number; size: number },
): Promise<InvoiceListResponse> => {
  const offset = (page.page - 1) * page.size;
  const countAll = () => countRows(tx, sql`invoices i`, allOf(conditions.where));
  if (conditions.searches) {
    const found = await readPage<InvoiceRow>(tx, searchedPageQuery(conditions, page, page.size, offset), offset, countAll);
    return { data: found.rows.map(toInvoiceListItem), count: found.count };
  }
  const rows = rowsOf<InvoiceRow>(await tx.execute(invoicePageQuery(conditions, page, page.size, offset)));
  return { data: rows.map(toInvoiceListItem), count: await countAll() };
};
