import { sql } from 'drizzle-orm';
import { invoiceLineFlags } from '@portal/domain/invoices/invoice-rules';

/** An invoice line as the invoice's page and the financial report's detail export read it. */
export interface InvoiceLineRow {
  clinician: string;
  weekStart: string;
  regularHours: number;
  overtimeHours: number;
  rateCents: number;
  amountCents: number;
  /** The work order's bill rate in effect in the line's week, which the checks compare the billed rate against. */
  expectedRateCents: number | null;
  guaranteedHours: number | null;
}

/**
 * The columns of an InvoiceLineRow, over `invoice_lines l left join deals d on d.id = l.deal_id`.
 * The expected rate is the latest rate row on or before the week's first day: an extension's rate
 * once it starts.
 */
export const INVOICE_LINE_COLUMNS = sql`
  l.clinician_name as "clinician", l.week_start::text as "weekStart", l.regular_hours::float8 as "regularHours",
  l.overtime_hours::float8 as "overtimeHours", l.rate_cents as "rateCents", l.amount_cents::float8 as "amountCents",
  (select r.rate_cents from deal_bill_rates r where r.deal_id = l.deal_id and r.effective_from <= l.week_start
   order by r.effective_from desc limit 1) as "expectedRateCents",
  d.guaranteed_hours as "guaranteedHours"`;

/** What the checks find wrong with the line (a rate off the work order's, hours under the guarantee). */
export const lineFlagsOf = (row: InvoiceLineRow) =>
  invoiceLineFlags({
    rateCents: row.rateCents,
    expectedRateCents: row.expectedRateCents,
    hours: row.regularHours + row.overtimeHours,
    guaranteedHours: row.guaranteedHours,
  });
