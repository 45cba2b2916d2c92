import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CallDefinition } from '@portal/domain/api/call';
import {
  disputeInvoiceLine,
  downloadInvoices,
  exportInvoiceList,
  getInvoiceDetails,
  getInvoiceFacilities,
  getInvoices,
  resolveInvoiceDispute,
} from '@portal/domain/api/invoices';
import { INVOICE_DATE_TOO_OLD } from '@portal/domain/invoices/invoice-rules';
import { UNSTORABLE_TEXT_MESSAGE } from '@portal/domain/api/storable-text';
import { callAs } from '../../test-support/call-as';
import { auditCount, rowsOf } from '../../test-support/demo-records';
import { DEMO } from '../../test-support/test-app';
import { useInvoiceTestApp } from '../../test-support/invoice-fixtures';

const { t, northwind, lakeside } = useInvoiceTestApp();

const A_UUID = '00000000-0000-4000-8000-000000000000';
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Each call with a well-formed request addressed at Northwind. */
const wellFormed = (name: string) => {
  const invoice = northwind.invoices[0]!;
  const line = northwind.flaggedLines[0]!;
  const requests: { call: CallDefinition; body?: unknown; params?: Record<string, string>; query?: Record<string, string> }[] = [
    { call: getInvoices, query: {} },
    { call: getInvoiceFacilities },
    { call: getInvoiceDetails, params: { id: invoice.id } },
    { call: downloadInvoices, body: { invoiceIds: invoice.id } },
    { call: exportInvoiceList, body: {} },
    { call: disputeInvoiceLine, params: { id: line.invoiceId }, body: { lineId: line.id, reason: 'Checking' } },
    { call: resolveInvoiceDispute, params: { id: line.invoiceId, disputeId: A_UUID }, body: { resolution: 'Done', version: 1 } },
  ];
  return requests.find((request) => request.call.name === name)!;
};

const send = (email: string | null, name: string) => {
  const { call, body, ...address } = wellFormed(name);
  return callAs(t, email, call, body, address);
};

const READ_NAMES = [getInvoices, getInvoiceFacilities, getInvoiceDetails, downloadInvoices].map((call) => call.name);

describe('access to the invoice calls', () => {
  // 401, 403 without ViewInvoices or ViewFinances and 403 with the invoicing flag off: access/contract-access.test.ts.
  it.each(READ_NAMES)('%s answers a General User', async (name) => {
    expect((await send(DEMO.general, name)).statusCode).toBe(200);
  });
});

describe("another network's invoices", () => {
  it('are not found, one or among several, and nothing is written', async () => {
    const theirs = lakeside.invoices[0]!.id;
    const before = await auditCount(t.database.db);
    for (const res of [
      await callAs(t, DEMO.finance, getInvoiceDetails, undefined, { params: { id: theirs } }),
      await callAs(t, DEMO.finance, downloadInvoices, { invoiceIds: `${northwind.invoices[0]!.id},${theirs}` }),
      await callAs(t, DEMO.finance, disputeInvoiceLine, { lineId: A_UUID, reason: 'x' }, { params: { id: theirs } }),
      await callAs(t, DEMO.finance, resolveInvoiceDispute, { resolution: 'x', version: 1 }, { params: { id: theirs, disputeId: A_UUID } }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('Invoice not found.');
    }
    expect(await auditCount(t.database.db)).toBe(before);
  });

  it('are never listed, even when their hospital is asked for', async () => {
    const res = await callAs(t, DEMO.finance, getInvoices, undefined, {
      query: { facilities: lakeside.hospitalIds.join(','), invoicePaid: 'true' },
    });
    expect(res.json()).toEqual({ data: [], count: 0 });
  });
});

describe('validation of the invoice calls', () => {
  const BAD = [
    { call: getInvoices, query: { invoiceDate: daysAgo(3 * 365) }, message: INVOICE_DATE_TOO_OLD },
    { call: getInvoices, query: { invoiceDate: '2024-13-01' }, message: 'Dates must be written yyyy-mm-dd' },
    { call: getInvoices, query: { searchTerm: 'x'.repeat(31) }, message: 'Maximum length is 30 characters' },
    { call: getInvoices, query: { searchTerm: 'a\u0000b' }, message: UNSTORABLE_TEXT_MESSAGE },
    { call: getInvoices, query: { facilities: 'abc' }, message: 'facilities must hold hospital ids' },
    { call: getInvoices, query: { size: '101' }, message: 'size must be at most 100' },
    { call: getInvoices, query: { sortOrder: 'up' }, message: 'sortOrder' },
    { call: getInvoices, query: { invoicePaid: 'yes' }, message: 'invoicePaid' },
    { call: getInvoiceDetails, params: { id: 'INV-1' }, message: 'id must be an invoice id' },
    { call: downloadInvoices, body: { invoiceIds: '' }, message: 'Choose at least one invoice' },
    { call: downloadInvoices, body: { invoiceIds: 'x,y' }, message: 'invoiceIds must hold invoice ids' },
    { call: downloadInvoices, body: { invoiceIds: Array.from({ length: 101 }, (_, i) => A_UUID.slice(0, -3) + String(i).padStart(3, '0')).join(',') }, message: 'At most 100 invoices at a time' },
    { call: exportInvoiceList, body: { invoiceDate: daysAgo(800) }, message: INVOICE_DATE_TOO_OLD },
    { call: exportInvoiceList, body: {}, query: { format: 'pdf' }, message: 'format' },
  ];

  it.each(BAD)('$call.name answers 400 saying what is wrong: $message', async ({ call, body, message, ...address }) => {
    const res = await callAs(t, DEMO.finance, call, body, address);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(message);
  });

  it('refuses a dispute without a reason, of a line of another invoice, or a second open one, writing nothing', async () => {
    const [line, other] = northwind.flaggedLines;
    const before = await auditCount(t.database.db);
    const disputes = async () => (await rowsOf<{ n: number }>(t, sql`select count(*)::int as n from invoice_disputes`))[0]!.n;
    const count = await disputes();
    const blank = await callAs(t, DEMO.finance, disputeInvoiceLine, { lineId: line!.id, reason: '  ' }, { params: { id: line!.invoiceId } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Enter the reason');
    // An overlong reason is refused naming its limit, never stored cut.
    const overlong = await callAs(t, DEMO.finance, disputeInvoiceLine, { lineId: line!.id, reason: 'r'.repeat(2500) }, { params: { id: line!.invoiceId } });
    expect(overlong.statusCode).toBe(400);
    expect(overlong.json().message).toContain('Maximum length is 1000 characters');
    const wrongLine = await callAs(t, DEMO.finance, disputeInvoiceLine, { lineId: other!.id, reason: 'Hours' }, { params: { id: line!.invoiceId } });
    expect(wrongLine.statusCode).toBe(400);
    expect(wrongLine.json().message).toBe('lineId must be a line of the invoice');
    expect(await disputes()).toBe(count);
    expect(await auditCount(t.database.db)).toBe(before);
  });
});
