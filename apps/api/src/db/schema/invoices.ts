import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { deals } from './deals';
import { files } from './documents';
import { hospitals, networkIdColumn } from './tenancy';
import { users } from './users';

/** Amounts are whole cents (US dollars) so sums are exact. */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkIdColumn(),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    invoiceNumber: text('invoice_number').notNull(),
    name: text('name').notNull(),
    /** The last word of the name, so a search by surname is an index range too. */
    surname: text('surname').generatedAlwaysAs(sql`substring(name from '[^ ]*$')`),
    unit: text('unit'),
    invoiceDate: date('invoice_date').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
    paid: boolean('paid').notNull(),
    fileId: uuid('file_id').references(() => files.id),
  },
  (t) => [
    index('invoices_network_date_idx').on(t.networkId, t.invoiceDate),
    // A page of one facility in date order, with or without the paid ones, is an index walk; its count an index-only scan.
    index('invoices_hospital_date_idx').on(t.networkId, t.hospitalId, t.invoiceDate, t.id, t.paid),
    index('invoices_hospital_unpaid_date_idx').on(t.networkId, t.hospitalId, t.invoiceDate, t.id).where(sql`not ${t.paid}`),
    // Byte-ordered, so the search's case-insensitive prefix tests range-scan them under row-level security.
    index('invoices_number_idx').on(t.networkId, t.invoiceNumber.op('text_pattern_ops')),
    index('invoices_name_idx').on(t.networkId, t.name.op('text_pattern_ops')),
    index('invoices_surname_idx').on(t.networkId, t.surname.op('text_pattern_ops')),
  ],
);

/** One clinician's week on an invoice. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkIdColumn(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    dealId: uuid('deal_id').references(() => deals.id),
    clinicianName: text('clinician_name').notNull(),
    weekStart: date('week_start').notNull(),
    regularHours: numeric('regular_hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    overtimeHours: numeric('overtime_hours', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    rateCents: integer('rate_cents').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId), index('invoice_lines_deal_idx').on(t.dealId)],
);

/**
 * The work order's bill rate from a day on: one row when the assignment starts, another for each
 * extension whose rate differs. The rate in effect in a week is that of the latest row on or before it.
 */
export const dealBillRates = pgTable(
  'deal_bill_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkIdColumn(),
    dealId: uuid('deal_id')
      .notNull()
      .references(() => deals.id),
    effectiveFrom: date('effective_from').notNull(),
    rateCents: integer('rate_cents').notNull(),
    /** 'Work order' or 'Extension'. */
    source: text('source').notNull(),
  },
  (t) => [index('deal_bill_rates_deal_idx').on(t.dealId, t.effectiveFrom)],
);

/** A Finance user's dispute of an invoice line; open ones are what the provider's integration answers. */
export const invoiceDisputes = pgTable(
  'invoice_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    networkId: networkIdColumn(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    lineId: uuid('line_id')
      .notNull()
      .references(() => invoiceLines.id),
    status: text('status', { enum: ['Open', 'Resolved'] }).notNull().default('Open'),
    reason: text('reason').notNull(),
    raisedBy: uuid('raised_by')
      .notNull()
      .references(() => users.id),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    resolution: text('resolution'),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('invoice_disputes_invoice_idx').on(t.invoiceId),
    index('invoice_disputes_open_idx').on(t.networkId, t.raisedAt).where(sql`${t.status} = 'Open'`),
  ],
);

/**
 * Invoices summed by month, hospital and unit, kept by statement triggers on `invoices` (migration
 * 0010), so the financial report over whole months reads a few hundred rows instead of every invoice.
 */
export const invoiceMonthTotals = pgTable(
  'invoice_month_totals',
  {
    networkId: networkIdColumn(),
    /** The month's first day. */
    month: date('month').notNull(),
    hospitalId: uuid('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    /** The invoices' unit, 'N/A' for those without one. */
    unit: text('unit').notNull(),
    invoices: integer('invoices').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.networkId, t.month, t.hospitalId, t.unit] })],
);

/** The sums of invoice lines that insights' spend report reads, per group. */
const lineTotals = () => ({
  networkId: networkIdColumn(),
  hospitalId: uuid('hospital_id')
    .notNull()
    .references(() => hospitals.id),
  /** The invoice's unit, 'N/A' when it has none. */
  unit: text('unit').notNull(),
  /** The title of the line's deal, 'N/A' when it has none. */
  title: text('title').notNull(),
  /** Lines counted; a group whose lines all went elsewhere keeps a row with 0, which the report skips. */
  lines: integer('lines').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  hours: numeric('hours', { mode: 'string' }).notNull(),
  /** Sum of rate_cents * hours, for the hour-weighted bill rate. */
  rateHours: numeric('rate_hours', { mode: 'string' }).notNull(),
});

/**
 * Invoice lines summed by the invoice's month (and, below, day), hospital and unit and the deal's
 * title, kept by triggers on `invoice_lines`, `invoices` and `deals` (migration 0019): insights'
 * spend report reads its whole months from the months and a partial month's days from the days,
 * never the lines. Sums are exact (integers and numerics), so the report's figures equal those
 * summed line by line.
 */
export const invoiceLineMonthTotals = pgTable(
  'invoice_line_month_totals',
  { ...lineTotals(), /** The month's first day. */ month: date('month').notNull() },
  (t) => [primaryKey({ columns: [t.networkId, t.month, t.hospitalId, t.unit, t.title] })],
);

export const invoiceLineDayTotals = pgTable(
  'invoice_line_day_totals',
  { ...lineTotals(), /** The invoice date. */ day: date('day').notNull() },
  (t) => [primaryKey({ columns: [t.networkId, t.day, t.hospitalId, t.unit, t.title] })],
);
