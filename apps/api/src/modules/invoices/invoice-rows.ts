import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceListItem, InvoiceListQuery } from '@portal/domain/api/invoices';

export interface InvoiceRow {
  id: string;
  invoiceNumber: string;
  name: string;
  date: string;
  facilityName: string;
  unit: string | null;
  amountCents: number;
  balanceCents: number;
}

export const INVOICE_COLUMNS = sql`i.id, i.invoice_number as "invoiceNumber", i.name, i.invoice_date::text as "date",
  h.name as "facilityName", i.unit, i.amount_cents::float8 as "amountCents", i.balance_cents::float8 as "balanceCents"`;

export type InvoiceOrder = Pick<InvoiceListQuery, 'sortOrder'>;

/** Invoice Date either way (SPEC.md §9), the id last so equal dates page stably. */
export const invoiceOrderBy = ({ sortOrder }: InvoiceOrder, alias = 'i'): SQL => {
  const table = sql.raw(alias);
  return sortOrder === 'asce' ? sql`${table}.invoice_date asc, ${table}.id asc` : sql`${table}.invoice_date desc, ${table}.id desc`;
};

/** Amounts are whole cents in the database and US dollars in the answer. */
export const toInvoiceListItem = (row: InvoiceRow): InvoiceListItem => ({
  id: row.id,
  invoiceNumber: row.invoiceNumber,
  name: row.name,
  date: row.date,
  facilityName: row.facilityName,
  unit: row.unit,
  paid: row.amountCents / 100,
  due: row.balanceCents / 100,
});
