import { describe, expect, it } from 'vitest';
import {
  disputeInvoiceLine,
  downloadInvoices,
  exportInvoiceList,
  getInvoiceDetails,
  getInvoiceFacilities,
  getInvoices,
  InvoiceDetails,
  InvoiceListResponse,
  resolveInvoiceDispute,
} from '@portal/domain/api/invoices';
import { formatUsd } from '@portal/domain/invoices/invoice-rules';
import { callAs } from '../../test-support/call-as';
import { auditRowsOf } from '../../test-support/demo-records';
import { exportedRows, shownDate } from '../../test-support/read-export';
import { readZip } from '../../test-support/read-zip';
import { DEMO } from '../../test-support/test-app';
import { useInvoiceTestApp } from '../../test-support/invoice-fixtures';
import { pdfText } from '../../test-support/pdf-text';

const { t, northwind } = useInvoiceTestApp();

const list = async (query: Record<string, string>) => {
  const res = await callAs(t, DEMO.finance, getInvoices, undefined, { query });
  expect(res.statusCode, res.body).toBe(200);
  return InvoiceListResponse.parse(res.json());
};

const unpaid = () => northwind.invoices.filter((invoice) => !invoice.paid);

describe('the invoice list', () => {
  it('lists the facilities by name, which the list then filters by', async () => {
    const res = await callAs(t, DEMO.finance, getInvoiceFacilities);
    const facilities = res.json() as { id: string; label: string }[];
    expect(facilities.map((f) => f.id)).toEqual(northwind.hospitalIds);
    const first = facilities[0]!.id;
    const page = await list({ facilities: first, invoicePaid: 'true' });
    expect(page.count).toBe(northwind.invoices.filter((invoice) => invoice.hospitalId === first).length);
  });

  it('shows 100 unpaid invoices a page, newest first, in dollars, until Include Paid adds the paid ones', async () => {
    const page = await list({});
    expect(page.count).toBe(unpaid().length);
    expect(page.data.map((row) => row.id)).toEqual(unpaid().slice(0, 100).map((invoice) => invoice.id));
    const first = unpaid()[0]!;
    expect(page.data[0]).toMatchObject({ invoiceNumber: first.invoiceNumber, paid: first.amountCents / 100 });
    const withPaid = await list({ invoicePaid: 'true', page: '2' });
    expect(withPaid.count).toBe(northwind.invoices.length);
    expect(withPaid.data.map((row) => row.id)).toEqual(northwind.invoices.slice(100, 200).map((invoice) => invoice.id));
  });

  it('sorts by Invoice Date ascending on request', async () => {
    const page = await list({ invoicePaid: 'true', sortOrder: 'asce', size: '5' });
    expect(page.data.map((row) => row.date)).toEqual(northwind.invoices.map((invoice) => invoice.date).reverse().slice(0, 5));
  });

  it('finds an invoice by its number, with or without INV-, and by the first name or surname, ignoring case', async () => {
    const invoice = northwind.invoices[500]!;
    for (const term of [invoice.invoiceNumber, invoice.invoiceNumber.toLowerCase(), invoice.invoiceNumber.slice(4)]) {
      const page = await list({ searchTerm: term, invoicePaid: 'true' });
      expect(page.data.map((row) => row.id)).toEqual([invoice.id]);
    }
    const [first, surname] = invoice.name.split(' ');
    for (const term of [first!.toUpperCase(), surname!.toLowerCase().slice(0, 4), invoice.name]) {
      const page = await list({ searchTerm: term, invoicePaid: 'true', size: '100' });
      expect(page.data.map((row) => row.id)).toContain(invoice.id);
      expect(page.data.every((row) => row.name.toLowerCase().includes(term.toLowerCase()))).toBe(true);
    }
  });

  it('lists invoices from the chosen date on', async () => {
    const from = northwind.invoices[300]!.date;
    const page = await list({ invoiceDate: from, invoicePaid: 'true' });
    expect(page.count).toBe(northwind.invoices.filter((invoice) => invoice.date >= from).length);
  });
});

describe('invoice files', () => {
  it('downloads one invoice as a PDF built from the invoice and its lines', async () => {
    const invoice = northwind.invoices[0]!;
    const res = await callAs(t, DEMO.finance, downloadInvoices, { invoiceIds: invoice.id });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Invoice ${invoice.invoiceNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Invoice ${invoice.invoiceNumber}`);
    expect(text).toContain(`Amount: ${formatUsd(invoice.amountCents / 100)}`);
    expect(text).toContain(shownDate(invoice.date));
  });

  it('downloads several as one ZIP holding a PDF each', async () => {
    const [a, b] = northwind.invoices;
    const res = await callAs(t, DEMO.finance, downloadInvoices, { invoiceIds: `${a!.id},${b!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = readZip(res.rawPayload);
    expect(files.map((file) => file.name)).toEqual([`Invoice ${a!.invoiceNumber}.pdf`, `Invoice ${b!.invoiceNumber}.pdf`]);
    expect(pdfText(files[1]!.content)).toContain(`Invoice ${b!.invoiceNumber}`);
  });

  it("records each invoice's download in its audit log, with the PDF it was given as", async () => {
    const [, , c, d] = northwind.invoices;
    expect((await callAs(t, DEMO.finance, downloadInvoices, { invoiceIds: `${c!.id},${d!.id}` })).statusCode).toBe(200);
    for (const invoice of [c!, d!]) {
      const downloads = (await auditRowsOf(t.database.db, invoice.id)).filter((row) => row.action === 'download');
      expect(downloads).toEqual([expect.objectContaining({ entity: 'invoice', after: expect.objectContaining({ files: [`Invoice ${invoice.invoiceNumber}.pdf`] }) })]);
    }
  });

  it.each(['csv', 'xlsx'] as const)('exports the list as %s, row for row', async (format) => {
    const res = await callAs(t, DEMO.finance, exportInvoiceList, { invoicePaid: 'true' }, { query: { format } });
    const rows = await exportedRows(res, format, 'Invoices');
    expect(rows[0]).toEqual(['Name', 'Invoice #', 'Invoice Date', 'Facility', 'Unit', 'Amount', 'Balance Due']);
    expect(rows.length - 1).toBe(northwind.invoices.length);
    const first = northwind.invoices[0]!;
    expect(rows[1]!.slice(0, 3)).toEqual([first.name, first.invoiceNumber, shownDate(first.date)]);
    expect(rows[1]![5]).toBe((first.amountCents / 100).toFixed(2));
  });
});

describe('invoice lines and disputes', () => {
  it('flags a line billing more hours than guaranteed by more than the margin, saying why', async () => {
    const { invoiceId, id } = northwind.flaggedLines[1]!;
    const res = await callAs(t, DEMO.finance, getInvoiceDetails, undefined, { params: { id: invoiceId } });
    const line = InvoiceDetails.parse(res.json()).lines.find((l) => l.id === id)!;
    expect(line.flags.join(' ')).toMatch(/hours exceed the guaranteed \d+ hours by more than 4\./);
  });

  it('records a dispute with its reason, audited and shown on the invoice, then its resolution', async () => {
    const { invoiceId, id: lineId } = northwind.flaggedLines[2]!;
    const opened = await callAs(t, DEMO.finance, disputeInvoiceLine, { lineId, reason: 'Extra shift not approved' }, { params: { id: invoiceId } });
    expect(opened.statusCode, opened.body).toBe(201);
    const dispute = InvoiceDetails.parse(opened.json()).disputes[0]!;
    expect(dispute).toMatchObject({ lineId, status: 'Open', reason: 'Extra shift not approved', raisedBy: expect.any(String), version: 1 });
    expect((await auditRowsOf(t.database.db, dispute.id)).map((row) => row.action)).toEqual(['dispute']);

    const again = await callAs(t, DEMO.finance, disputeInvoiceLine, { lineId, reason: 'Twice' }, { params: { id: invoiceId } });
    expect(again.statusCode).toBe(409);

    const stale = await callAs(t, DEMO.finance, resolveInvoiceDispute, { resolution: 'Credit issued', version: 2 }, { params: { id: invoiceId, disputeId: dispute.id } });
    expect(stale.statusCode).toBe(409);
    const resolved = await callAs(t, DEMO.finance, resolveInvoiceDispute, { resolution: 'Credit issued', version: 1 }, { params: { id: invoiceId, disputeId: dispute.id } });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(InvoiceDetails.parse(resolved.json()).disputes[0]).toMatchObject({ status: 'Resolved', resolution: 'Credit issued', version: 2 });
    expect((await auditRowsOf(t.database.db, dispute.id)).map((row) => row.action)).toEqual(['dispute', 'resolve']);

    const pdf = await callAs(t, DEMO.finance, downloadInvoices, { invoiceIds: invoiceId });
    expect(pdfText(pdf.rawPayload)).toContain('Disputed (Resolved): Extra shift not approved');
  });

  it('answers a repeated dispute with the same Idempotency-Key as the first, making one', async () => {
    const { invoiceId, id: lineId } = northwind.flaggedLines[3]!;
    const send = () =>
      t.call(DEMO.finance, {
        method: 'POST',
        url: `/api/v2/invoicing/${invoiceId}/disputes`,
        headers: { 'idempotency-key': `dispute-${lineId}` },
        payload: { lineId, reason: 'Rate' },
      });
    const [first, second] = [await send(), await send()];
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(InvoiceDetails.parse(second.json()).disputes).toHaveLength(1);
  });
});
