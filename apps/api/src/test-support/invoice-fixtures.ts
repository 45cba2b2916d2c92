import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { demoNetworkIds, rowsOf } from './demo-records';
import { createTestApp, type TestApp } from './test-app';

/** Shared steps of the invoice and report tests: demo records found by what they are, never by a hard-coded id. */

export interface InvoiceFixture {
  networkId: string;
  /** The network's hospitals by name, as the facility select lists them. */
  hospitalIds: string[];
  /** Every invoice, newest first. */
  invoices: { id: string; invoiceNumber: string; name: string; hospitalId: string; date: string; paid: boolean; amountCents: number }[];
  /** Lines the checks flag, with their invoice. */
  flaggedLines: { id: string; invoiceId: string }[];
}

const fixture = async (t: TestApp, networkId: string): Promise<InvoiceFixture> => {
  const hospitalIds = (await rowsOf<{ id: string }>(t, sql`select id from hospitals where network_id = ${networkId} order by name, id`)).map(
    (r) => r.id,
  );
  const invoices = await rowsOf<InvoiceFixture['invoices'][number]>(
    t,
    sql`select id, invoice_number as "invoiceNumber", name, hospital_id as "hospitalId", invoice_date::text as "date", paid,
               amount_cents::float8 as "amountCents"
        from invoices where network_id = ${networkId} order by invoice_date desc, id desc`,
  );
  const flaggedLines = await rowsOf<InvoiceFixture['flaggedLines'][number]>(
    t,
    sql`select l.id, l.invoice_id as "invoiceId" from invoice_lines l join deals d on d.id = l.deal_id
        where l.network_id = ${networkId} and l.regular_hours + l.overtime_hours > d.guaranteed_hours + 4
        order by l.id`,
  );
  return { networkId, hospitalIds, invoices, flaggedLines };
};

/** A test app on its own copy of the demo database, with what Northwind and Lakeside hold as the tests start. */
export const useInvoiceTestApp = () => {
  const t = {} as TestApp;
  const northwind = {} as InvoiceFixture;
  const lakeside = {} as InvoiceFixture;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
    const ids = await demoNetworkIds(t.database.db);
    Object.assign(northwind, await fixture(t, ids.northwind));
    Object.assign(lakeside, await fixture(t, ids.lakeside));
  });
  afterAll(() => t.close());
  return { t, northwind, lakeside };
};
