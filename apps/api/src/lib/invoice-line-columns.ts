import { sql } from 'drizzle-orm';
import { invoiceLineFlags } from '@portal/domain/invoices/invoice-rules';
import { timecardBillingFlags, type WeekForBilling } from '@portal/domain/timecards/timecard-rules';

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
  /** The assignment's timecard of the line's week (the Monday on or before it), when the provider sent one. */
  timecard: WeekForBilling | null;
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
  d.guaranteed_hours as "guaranteedHours",
  (select jsonb_build_object('status', t.status,
            'regularMinutes', coalesce(sum(tl.end_minute - tl.start_minute - tl.break_minutes) filter (where not tl.no_show and tl.shift_type <> 'overtime'), 0),
            'overtimeMinutes', coalesce(sum(tl.end_minute - tl.start_minute - tl.break_minutes) filter (where not tl.no_show and tl.shift_type = 'overtime'), 0))
   from timecards t left join timecard_lines tl on tl.timecard_id = t.id
   where t.deal_id = l.deal_id and t.week_start = date_trunc('week', l.week_start)::date
   group by t.id, t.status) as "timecard"`;

/** What the checks find wrong with the line: a rate off the work order's, hours over the guarantee, or hours the approved timecard does not show. */
export const lineFlagsOf = (row: InvoiceLineRow) =>
  invoiceLineFlags({
    rateCents: row.rateCents,
    expectedRateCents: row.expectedRateCents,
    hours: row.regularHours + row.overtimeHours,
    guaranteedHours: row.guaranteedHours,
  }).concat(timecardBillingFlags(row, row.timecard));
