import { bigint, boolean, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { files } from './documents';
import { hospitals, networkIdColumn } from './tenancy';

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
    unit: text('unit'),
    invoiceDate: date('invoice_date').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
    paid: boolean('paid').notNull(),
    fileId: uuid('file_id').references(() => files.id),
  },
  (t) => [index('invoices_network_date_idx').on(t.networkId, t.invoiceDate)],
);
