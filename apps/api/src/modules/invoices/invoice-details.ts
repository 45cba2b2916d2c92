import { sql } from 'drizzle-orm';
import type { InvoiceDetails, InvoiceDispute, InvoiceLine } from '@portal/domain/api/invoices';
import type { Visibility } from '../../context/visibility';
import type { Tx } from '../../db/tenant';
import { notFound } from '../../http-errors';
import { INVOICE_LINE_COLUMNS, lineFlagsOf, type InvoiceLineRow } from '../../lib/invoice-line-columns';
import { oneOf, rowsOf } from '../../lib/sql-helpers';
import { INVOICE_COLUMNS, toInvoiceListItem, type InvoiceRow } from './invoice-rows';

export const INVOICE_NOT_FOUND = 'Invoice not found.';

interface LineRow extends InvoiceLineRow {
  id: string;
  invoiceId: string;
}

interface DisputeRow extends Omit<InvoiceDispute, 'raisedAt' | 'resolvedAt'> {
  invoiceId: string;
  raisedAt: Date | string;
  resolvedAt: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The invoices with these ids the user may see (their hospital visible), in no particular order. */
export const findInvoices = async (tx: Tx, visibility: Visibility, ids: readonly string[]): Promise<InvoiceRow[]> =>
  rowsOf<InvoiceRow>(
    await tx.execute(sql`
      select ${INVOICE_COLUMNS} from invoices i join hospitals h on h.id = i.hospital_id
      where i.network_id = ${visibility.networkId} and ${oneOf(sql`i.id`, ids)} and ${oneOf(sql`i.hospital_id`, visibility.hospitalIds)}`),
  );

/**
 * The lines of these invoices, each with the work order's bill rate in effect in its week (the
 * latest rate row on or before the week's first day: an extension's rate once it starts) and the
 * clinician's guaranteed hours, which the checks compare it against.
 */
const linesOf = async (tx: Tx, invoiceIds: readonly string[]): Promise<Map<string, InvoiceLine[]>> => {
  const rows = rowsOf<LineRow>(
    await tx.execute(sql`
      select l.id, l.invoice_id as "invoiceId", ${INVOICE_LINE_COLUMNS}
      from invoice_lines l
      left join deals d on d.id = l.deal_id
      where ${oneOf(sql`l.invoice_id`, invoiceIds)}
      order by l.week_start, l.clinician_name, l.id`),
  );
  const byInvoice = new Map<string, InvoiceLine[]>();
  for (const row of rows) {
    const line: InvoiceLine = {
      id: row.id,
      clinician: row.clinician,
      weekStart: row.weekStart,
      regularHours: row.regularHours,
      overtimeHours: row.overtimeHours,
      rate: row.rateCents / 100,
      amount: row.amountCents / 100,
      expectedRate: row.expectedRateCents === null ? null : row.expectedRateCents / 100,
      guaranteedHours: row.guaranteedHours,
      flags: lineFlagsOf(row),
    };
    byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), line]);
  }
  return byInvoice;
};

const disputesOf = async (tx: Tx, invoiceIds: readonly string[]): Promise<Map<string, InvoiceDispute[]>> => {
  const rows = rowsOf<DisputeRow>(
    await tx.execute(sql`
      select x.id, x.invoice_id as "invoiceId", x.line_id as "lineId", x.status, x.reason,
             r.first_name || ' ' || r.last_name as "raisedBy", x.raised_at as "raisedAt", x.resolution,
             case when v.id is null then null else v.first_name || ' ' || v.last_name end as "resolvedBy",
             x.resolved_at as "resolvedAt", x.version
      from invoice_disputes x
      join users r on r.id = x.raised_by
      left join users v on v.id = x.resolved_by
      where ${oneOf(sql`x.invoice_id`, invoiceIds)}
      order by x.raised_at, x.id`),
  );
  const byInvoice = new Map<string, InvoiceDispute[]>();
  for (const { invoiceId, raisedAt, resolvedAt, ...dispute } of rows) {
    const entry = { ...dispute, raisedAt: iso(raisedAt), resolvedAt: resolvedAt === null ? null : iso(resolvedAt) };
    byInvoice.set(invoiceId, [...(byInvoice.get(invoiceId) ?? []), entry]);
  }
  return byInvoice;
};

/** Invoices with their checked lines and disputes, in the order of `ids`; 404 unless every one is visible. */
export const loadInvoiceDetails = async (tx: Tx, visibility: Visibility, ids: readonly string[]): Promise<InvoiceDetails[]> => {
  const found = await findInvoices(tx, visibility, ids);
  if (found.length !== new Set(ids).size) throw notFound(INVOICE_NOT_FOUND);
  const [lines, disputes] = [await linesOf(tx, ids), await disputesOf(tx, ids)];
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.map((id) => ({ ...toInvoiceListItem(byId.get(id)!), lines: lines.get(id) ?? [], disputes: disputes.get(id) ?? [] }));
};
